/**
 * Product, swatch and collection artwork as SVG: a garment silhouette filled with its print, with
 * an outline, a soft sheen and a shadow, on a tinted studio background.
 */
import type { CatalogueCollection, CatalogueProduct } from '../catalogue';
import type { Print } from '../catalogue/prints';
import { patternDefs, shade, tint } from './patterns';
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

/** A collection banner: the print full-bleed with a soft frame. */
export function collectionSvg(collection: CatalogueCollection, size: Size): string {
  const print = collection.print;
  const body =
    `<defs>${patternDefs(print, 'p', 2)}<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#p)"/><rect width="1600" height="900" fill="url(#fade)"/>` +
    `<rect x="40" y="40" width="1520" height="820" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.8"/>`;
  return svg({ width: 1600, height: 900 }, size, collection.title, body);
}
