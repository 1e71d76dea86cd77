/** Plain text out of a rich-text HTML body, for meta descriptions of content that has no SEO field. */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(entity: string): string {
  if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
  if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
  return NAMED[entity] ?? `&${entity};`;
}

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (_, entity: string) => decode(entity))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters of the body's text, cut after a whole word, with an ellipsis if cut. */
export function htmlSummary(html: string, max: number): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = text[max - 1] === ' ' ? max - 1 : cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
