/**
 * The shop's metaobjects (https://shopify.dev/docs/api/storefront/latest/objects/Metaobject), made from its
 * lookbooks (content/lookbooks/*.md) as a merchant would model them with two metaobject definitions:
 *
 * - `lookbook`: title, description, published_on, hero, position, cover (file_reference) and entries
 *   (list.metaobject_reference). The definition has the online_store capability (URL handle `lookbooks`)
 *   and the renderable one (SEO from title and description), so each has an onlineStoreUrl
 *   (`{siteUrl}/pages/lookbooks/{handle}`, where Shopify serves metaobject web pages) and is in the sitemap.
 * - `lookbook_entry`: one look — title, caption, products (list.product_reference), image (the first
 *   product's front picture, a file_reference) and lookbook (metaobject_reference back). No web pages:
 *   onlineStoreUrl is null and the sitemap leaves them out.
 *
 * Values are stored as Shopify stores them (strings; references as gids, lists as JSON arrays) and
 * checked against their types (carts/metafieldValues.ts) when built.
 */
import type { Catalogue } from '../catalogue/types';
import { metafieldValueProblem } from '../carts/metafieldValues';
import { ContentSeedError } from './contentError';
import type { ContentLookbook, ShopContent } from './types';

export interface MetaobjectDefinition {
  type: string;
  /** The online_store capability's URL handle; null when the type has no web pages. */
  onlineStoreUrlHandle: string | null;
  /** The renderable capability's SEO fields (keys of the object's fields); null without it. */
  seo: { title: string; description: string } | null;
}

export interface MetaobjectFieldRecord {
  key: string;
  type: string;
  value: string;
}

export interface ShopMetaobject {
  id: string;
  handle: string;
  type: string;
  updatedAt: string;
  fields: MetaobjectFieldRecord[];
}

export const METAOBJECT_DEFINITIONS: readonly MetaobjectDefinition[] = [
  { type: 'lookbook', onlineStoreUrlHandle: 'lookbooks', seo: { title: 'title', description: 'description' } },
  { type: 'lookbook_entry', onlineStoreUrlHandle: null, seo: null },
];

const LOOKBOOK_ID_BASE = 31_000_000;
const ENTRY_ID_BASE = 32_000_000;

export const mediaImageGid = (productImageGid: string): string => productImageGid.replace('/ProductImage/', '/MediaImage/');

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface ShopMetaobjects {
  list: readonly ShopMetaobject[];
  byId: ReadonlyMap<string, ShopMetaobject>;
  definition(type: string): MetaobjectDefinition | undefined;
}

function build(lookbooks: readonly ContentLookbook[], catalogue: Catalogue): ShopMetaobjects {
  const problems: string[] = [];
  const list: ShopMetaobject[] = [];
  let entryIndex = 0;
  const entries: ShopMetaobject[] = [];
  for (const [index, book] of lookbooks.entries()) {
    const bookId = `gid://shopify/Metaobject/${LOOKBOOK_ID_BASE + index + 1}`;
    const updatedAt = `${book.date}T12:00:00Z`;
    const bookEntries: ShopMetaobject[] = [];
    const usedHandles = new Set<string>();
    for (const look of book.looks) {
      const products = look.products.map((handle) => {
        const product = catalogue.productByHandle.get(handle);
        if (!product) problems.push(`${book.file}: look "${look.title}" names ${handle}, which is not a product of the catalogue`);
        return product;
      });
      const found = products.filter((p) => p !== undefined);
      let handle = `${book.handle}-${slug(look.title)}`;
      for (let n = 2; usedHandles.has(handle); n += 1) handle = `${book.handle}-${slug(look.title)}-${n}`;
      usedHandles.add(handle);
      entryIndex += 1;
      const cover = found[0]?.images[0];
      bookEntries.push({
        id: `gid://shopify/Metaobject/${ENTRY_ID_BASE + entryIndex}`,
        handle,
        type: 'lookbook_entry',
        updatedAt,
        fields: [
          { key: 'title', type: 'single_line_text_field', value: look.title },
          { key: 'caption', type: 'multi_line_text_field', value: look.caption },
          { key: 'products', type: 'list.product_reference', value: JSON.stringify(found.map((p) => p.id)) },
          ...(cover ? [{ key: 'image', type: 'file_reference', value: mediaImageGid(cover.id) }] : []),
          { key: 'lookbook', type: 'metaobject_reference', value: bookId },
        ],
      });
    }
    const bookCover = bookEntries[0]?.fields.find((f) => f.key === 'image');
    list.push({
      id: bookId,
      handle: book.handle,
      type: 'lookbook',
      updatedAt,
      fields: [
        { key: 'title', type: 'single_line_text_field', value: book.title },
        ...(book.description ? [{ key: 'description', type: 'multi_line_text_field', value: book.description }] : []),
        { key: 'published_on', type: 'date', value: book.date },
        ...(book.hero ? [{ key: 'hero', type: 'single_line_text_field', value: book.hero }] : []),
        ...(book.position !== null ? [{ key: 'position', type: 'number_integer', value: String(book.position) }] : []),
        ...(bookCover ? [{ key: 'cover', type: 'file_reference', value: bookCover.value }] : []),
        { key: 'entries', type: 'list.metaobject_reference', value: JSON.stringify(bookEntries.map((e) => e.id)) },
      ],
    });
    entries.push(...bookEntries);
  }
  list.push(...entries);
  for (const object of list) {
    for (const field of object.fields) {
      const problem = metafieldValueProblem(field.type, field.value);
      if (problem) problems.push(`metaobject ${object.type}/${object.handle}: field ${field.key}: ${problem.message}`);
    }
  }
  if (problems.length) throw new ContentSeedError(problems);
  return {
    list,
    byId: new Map(list.map((m) => [m.id, m])),
    definition: (type) => METAOBJECT_DEFINITIONS.find((d) => d.type === type),
  };
}

const built = new WeakMap<ShopContent, WeakMap<Catalogue, ShopMetaobjects>>();

/** The shop's metaobjects for this content and catalogue, built once (the server builds them at start, so mistakes show then). */
export function shopMetaobjects(content: ShopContent, catalogue: Catalogue): ShopMetaobjects {
  let byCatalogue = built.get(content);
  if (!byCatalogue) {
    byCatalogue = new WeakMap();
    built.set(content, byCatalogue);
  }
  let objects = byCatalogue.get(catalogue);
  if (!objects) {
    objects = build(content.lookbooks ?? [], catalogue);
    byCatalogue.set(catalogue, objects);
  }
  return objects;
}
