/**
 * Product, swatch and collection artwork as SVG: a garment silhouette filled with its print, with
 * an outline, a soft sheen and a shadow, on a tinted studio background.
 */
import type { CatalogueCollection, CatalogueProduct } from '../catalogue/types';
import type { Silhouette } from '../catalogue/garments';
import { PRINT_BY_HANDLE, type Print } from '../catalogue/prints';
import type { ContentArticleImage } from '../content/types';
import { patternDefs, shade, tint } from './patterns';
import { MOOD_BACKDROPS, printBackdrop, sceneSvg, type SceneGarment } from './scene';
import { silhouette } from './silhouettes';

export interface Size {
  width: number;
  height: number;
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function svg(viewBox: Size, size: Size, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox.width} ${viewBox.height}" width="${size.width}" height="${size.height}" role="img">` +
    `<title>${escape(title)}</title>${body}</svg>`
  );
}

/** View 1 is the front, 2 the back (mirrored, deeper background), 3 a close-up of the print. */
export function productSvg(product: CatalogueProduct, view: number, size: Size): string {
  const print = product.print;
  const [bg, c1] = print.palette;
  const outline = shade(c1, 0.35);
  const canvas = { width: 1200, height: 1500 };
  if (view >= 3) {
    const body =
      `<defs>${patternDefs(print, 'p', 2.2)}<radialGradient id="v"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient></defs>` +
      `<rect width="1200" height="1500" fill="url(#p)"/><rect width="1200" height="1500" fill="url(#v)"/>` +
      `<rect x="60" y="1340" width="420" height="90" rx="45" fill="#ffffff" opacity="0.9"/>` +
      `<text x="270" y="1398" text-anchor="middle" font-family="Georgia, serif" font-size="40" fill="${outline}">${escape(print.name)}</text>`;
    return svg(canvas, size, `${product.title}: ${print.name} print`, body);
  }
  const shape = silhouette(product.type.silhouette);
  const backdrop = view === 2 ? tint(c1, 0.72) : tint(bg, 0.55);
  const mirror = view === 2 ? ' transform="translate(1200 0) scale(-1 1)"' : '';
  const paths = shape.shapes.map((d) => `<path d="${d}"/>`).join('');
  const body =
    `<defs>${patternDefs(print, 'p', 1.6)}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(backdrop, 0.4)}"/><stop offset="1" stop-color="${backdrop}"/></linearGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>` +
    `<clipPath id="garment">${paths}</clipPath></defs>` +
    `<rect width="1200" height="1500" fill="url(#bg)"/>` +
    `<ellipse cx="600" cy="1330" rx="380" ry="38" fill="#000" opacity="0.12" filter="url(#shadow)"/>` +
    `<g${mirror}>` +
    `<g transform="translate(14 22)" opacity="0.18" filter="url(#shadow)">${shape.shapes.map((d) => `<path d="${d}" fill="#000"/>`).join('')}</g>` +
    `<g clip-path="url(#garment)"><rect width="1200" height="1500" fill="url(#p)"/><rect width="1200" height="1500" fill="url(#sheen)"/></g>` +
    shape.shapes.map((d) => `<path d="${d}" fill="none" stroke="${outline}" stroke-width="5" stroke-linejoin="round"/>`).join('') +
    shape.trims(outline) +
    `</g>`;
  return svg(canvas, size, `${product.title}, ${view === 2 ? 'back' : 'front'}`, body);
}

/** A round swatch of a print (colour filters print-01 … print-12). */
export function swatchSvg(print: Print, label: string, size: Size): string {
  const outline = shade(print.palette[1], 0.3);
  const body =
    `<defs>${patternDefs(print, 'p', 0.9)}<clipPath id="c"><circle cx="100" cy="100" r="96"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#p)"/></g>` +
    `<circle cx="100" cy="100" r="96" fill="none" stroke="${outline}" stroke-width="4"/>`;
  return svg({ width: 200, height: 200 }, size, label, body);
}

const SWIM: readonly Silhouette[] = ['set', 'one-piece', 'top', 'bottoms', 'dress', 'skirt'];

/**
 * Up to three garments that show a collection: its first products in different silhouettes and
 * prints, swimwear first, so each collection's banner is its own.
 */
export function collectionGarments(members: readonly CatalogueProduct[]): SceneGarment[] {
  const rank = (p: CatalogueProduct) => {
    const at = SWIM.indexOf(p.type.silhouette);
    return at === -1 ? SWIM.length : at;
  };
  const picked: SceneGarment[] = [];
  const ordered = members.map((p, i) => ({ p, i })).sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i);
  for (const { p } of ordered) {
    if (picked.length === 3) break;
    if (picked.some((g) => g.silhouette === p.type.silhouette || g.print === p.print)) continue;
    picked.push({ silhouette: p.type.silhouette, print: p.print });
  }
  return picked;
}

/** A collection banner: some of its garments on a backdrop in the collection's print colours. */
export function collectionSvg(collection: CatalogueCollection, members: readonly CatalogueProduct[], size: Size): string {
  const garments = collectionGarments(members);
  // A black print makes a grey sky: the first garment in colour sets the backdrop instead.
  const backdrop = collection.print.colour === 'filter_black' ? (garments.find((g) => g.print.colour !== 'filter_black')?.print ?? collection.print) : collection.print;
  return sceneSvg(collection.title, printBackdrop(backdrop), garments.length ? garments : [{ silhouette: 'one-piece', print: collection.print }], size);
}

/** A journal article's picture: the garments its frontmatter names, on its backdrop. */
export function articleSvg(title: string, image: ContentArticleImage, size: Size): string {
  const garments = image.garments.flatMap((g): SceneGarment[] => {
    const print = PRINT_BY_HANDLE.get(g.print);
    return print ? [{ silhouette: g.silhouette as Silhouette, print }] : [];
  });
  return sceneSvg(title, MOOD_BACKDROPS[image.backdrop] ?? MOOD_BACKDROPS.ocean!, garments, size);
}
