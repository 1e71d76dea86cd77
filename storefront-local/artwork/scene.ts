/**
 * Banner artwork (1600 × 900) for collections and journal articles: up to three garments laid out on a
 * beach backdrop, each drawn as the product art draws it (silhouette filled with its print, sheen,
 * outline, trims, soft shadow). What differs between banners is the garments, their prints and the
 * backdrop, so two collections or two articles never share one picture.
 */
import type { Silhouette } from '../catalogue/garments';
import type { Print } from '../catalogue/prints';
import { patternDefs, shade, tint } from './patterns';
import { silhouette } from './silhouettes';

export const BANNER = { width: 1600, height: 900 } as const;

/** Sky from top to horizon, the sea, the sun (or moon), and whether stars are out. */
export interface Backdrop {
  sky: readonly [string, string];
  sea: string;
  sun: string;
  stars?: boolean;
}

export interface SceneGarment {
  silhouette: Silhouette;
  print: Print;
}

/** Garments an article's picture may show. */
export const SCENE_SILHOUETTES: readonly Silhouette[] = ['set', 'one-piece', 'top', 'bottoms', 'dress', 'skirt', 'shrug', 'towel', 'bag', 'hat'];

/** The moods a page or article names in its `hero` field, as backdrops. */
export const MOOD_BACKDROPS: Readonly<Record<string, Backdrop>> = {
  sunset: { sky: ['#ffe6c7', '#ec8c7a'], sea: '#1f7696', sun: '#fff2d4' },
  ocean: { sky: ['#e3f5f7', '#9fd6e4'], sea: '#2a95b3', sun: '#ffffff' },
  sand: { sky: ['#fdf6ea', '#f3dcb8'], sea: '#8fcfdc', sun: '#fff9ee' },
  palm: { sky: ['#e9f7ef', '#b9e3cf'], sea: '#3d9e8c', sun: '#fff6d5' },
  coral: { sky: ['#fff0ec', '#f7b4a7'], sea: '#e0644f', sun: '#fff5f0' },
  night: { sky: ['#0d1b3d', '#2c3f73'], sea: '#132a58', sun: '#f3efd9', stars: true },
};

/** A backdrop in a print's own colours: its background as the sky, its motif colour as the sea. */
export function printBackdrop(print: Print): Backdrop {
  const [bg, motif, accent] = print.palette;
  return { sky: [tint(bg, 0.5), tint(motif, 0.55)], sea: shade(accent, 0.1), sun: tint(bg, 0.85) };
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const STARS: readonly [number, number, number][] = [
  [120, 90, 3], [260, 180, 2], [420, 70, 3.5], [610, 150, 2], [760, 60, 3], [980, 120, 2.5], [1180, 70, 3], [1330, 170, 2], [1480, 90, 3],
];

function backdropSvg(b: Backdrop): string {
  const horizon = 600;
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.sky[0]}"/><stop offset="1" stop-color="${b.sky[1]}"/></linearGradient>` +
    `<rect width="1600" height="900" fill="url(#sky)"/>` +
    (b.stars ? STARS.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.85"/>`).join('') : '') +
    `<circle cx="1180" cy="${horizon - 330}" r="120" fill="${b.sun}" opacity="0.9"/>` +
    `<path d="M0 ${horizon} H1600 V900 H0Z" fill="${b.sea}"/>` +
    `<path d="M0 ${horizon + 60} C 260 ${horizon + 30} 520 ${horizon + 90} 800 ${horizon + 60} S 1340 ${horizon + 30} 1600 ${horizon + 60}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.35"/>` +
    `<path d="M0 ${horizon + 150} C 300 ${horizon + 120} 560 ${horizon + 180} 860 ${horizon + 150} S 1380 ${horizon + 120} 1600 ${horizon + 150}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.25"/>`
  );
}

/** One garment, drawn on the product art's 1200 × 1500 canvas with ids of its own (`n`). */
function garmentSvg(garment: SceneGarment, n: number): { defs: string; body: string } {
  const shape = silhouette(garment.silhouette);
  const outline = shade(garment.print.palette[1], 0.35);
  // A print's own gradients (tie-dye) have fixed ids: give each garment its own.
  const defs = patternDefs(garment.print, `p${n}`, 1.6).replace(/\b(td[AB])\b/g, `$1${n}`);
  const clip = shape.shapes.map((d) => `<path d="${d}"/>`).join('');
  const body =
    `<g transform="translate(14 22)" opacity="0.2" filter="url(#shadow)">${shape.shapes.map((d) => `<path d="${d}" fill="#000"/>`).join('')}</g>` +
    `<g clip-path="url(#g${n})"><rect width="1200" height="1500" fill="url(#p${n})"/><rect width="1200" height="1500" fill="url(#sheen)"/></g>` +
    shape.shapes.map((d) => `<path d="${d}" fill="none" stroke="${outline}" stroke-width="5" stroke-linejoin="round"/>`).join('') +
    shape.trims(outline);
  return { defs: `${defs}<clipPath id="g${n}">${clip}</clipPath>`, body };
}

const PLACES: Readonly<Record<number, readonly { x: number; rotate: number }[]>> = {
  1: [{ x: 800, rotate: 0 }],
  2: [{ x: 610, rotate: -6 }, { x: 990, rotate: 6 }],
  3: [{ x: 480, rotate: -9 }, { x: 800, rotate: 2 }, { x: 1120, rotate: 9 }],
};

/** A banner of up to three garments on a backdrop, titled for screen readers and image search. */
export function sceneSvg(title: string, backdrop: Backdrop, garments: readonly SceneGarment[], size: { width: number; height: number }): string {
  const shown = garments.slice(0, 3);
  const places = PLACES[shown.length] ?? [];
  const drawn = shown.map((g, i) => garmentSvg(g, i));
  // Garments at 0.58 of the product art's scale, inside the middle 4:3 of the banner so that a 4:3
  // crop (the home page's tiles) still shows every garment whole.
  const scale = 0.58;
  const body =
    `<defs>${drawn.map((d) => d.defs).join('')}` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter></defs>` +
    backdropSvg(backdrop) +
    drawn
      .map((d, i) => {
        const place = places[i] as { x: number; rotate: number };
        return `<g transform="translate(${place.x - 600 * scale} 50) rotate(${place.rotate} ${600 * scale} ${750 * scale}) scale(${scale})">${d.body}</g>`;
      })
      .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER.width} ${BANNER.height}" width="${size.width}" height="${size.height}" role="img">` +
    `<title>${escape(title)}</title>${body}</svg>`
  );
}
