/**
 * Markdown to the HTML a Shopify rich-text body holds, with the pipeline gatsby-transformer-remark
 * used when the site rendered this markdown itself (remark + GFM tables, raw HTML kept), so bodies
 * read the same as before they moved behind the API.
 */
import remark from 'remark';
import remarkGfm from 'remark-gfm';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';

const processor = remark().use(remarkGfm);

export function markdownToHtml(markdown: string): string {
  const tree = processor.runSync(processor.parse(markdown));
  return toHtml(toHast(tree, { allowDangerousHtml: true }) as Parameters<typeof toHtml>[0], { allowDangerousHtml: true });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntity = (entity: string): string => {
  const hex = /^#x([0-9a-f]+)$/i.exec(entity);
  const dec = /^#([0-9]+)$/.exec(entity);
  const code = hex ? parseInt(hex[1] as string, 16) : dec ? Number(dec[1]) : null;
  return code !== null ? String.fromCodePoint(code) : (ENTITIES[entity] ?? `&${entity};`);
};

/** The text of an HTML body, whitespace collapsed: Page.bodySummary, Article.content. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (_, entity: string) => decodeEntity(entity))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Shopify's truncation of a text field (`truncateAt`): at most that many characters, cut at a word
 * boundary, with an ellipsis when something was cut.
 */
export function truncateText(text: string, at: number | null | undefined): string {
  if (at === null || at === undefined || text.length <= at) return text;
  if (at <= 0) return '';
  const cut = text.slice(0, at);
  // Cut where a word ends: at `at` itself when a space follows, else at the last space before it.
  const space = text[at] === ' ' ? at : cut.lastIndexOf(' ');
  return `${(space > at / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
