/** SVG <pattern> tiles for each print kind, coloured from the print's palette. */
import type { Print } from '../catalogue/prints';

const TILE = 120;

function flower(cx: number, cy: number, r: number, petal: string, centre: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `<circle cx="${(cx + Math.cos(a) * r).toFixed(1)}" cy="${(cy + Math.sin(a) * r).toFixed(1)}" r="${(r * 0.75).toFixed(1)}" fill="${petal}"/>`;
  }).join('');
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${(r * 0.55).toFixed(1)}" fill="${centre}"/>`;
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + Math.cos(a) * radius).toFixed(1)},${(cy + Math.sin(a) * radius).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}"/>`;
}

const heart = (x: number, y: number, s: number, fill: string): string =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -6 C -4 -14 -16 -10 -14 0 C -12 8 0 14 0 18 C 0 14 12 8 14 0 C 16 -10 4 -14 0 -6 Z" fill="${fill}"/>`;

const leaf = (x: number, y: number, rotate: number, fill: string, vein: string): string =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><path d="M0 0 C 18 -22 52 -26 78 0 C 52 26 18 22 0 0 Z" fill="${fill}"/>` +
  `<path d="M4 0 L 74 0" stroke="${vein}" stroke-width="2" fill="none"/>` +
  [14, 28, 42, 56].map((t) => `<path d="M${t} 0 L ${t + 10} -12 M${t} 0 L ${t + 10} 12" stroke="${vein}" stroke-width="1.5" fill="none"/>`).join('') +
  `</g>`;

const spot = (x: number, y: number, r: number, ring: string, fill: string): string =>
  `<path transform="translate(${x} ${y})" d="M${-r} 0 C ${-r} ${-r * 0.9} ${r * 0.2} ${-r * 1.1} ${r} ${-r * 0.3} C ${r * 1.2} ${r * 0.6} ${r * 0.1} ${r} ${-r * 0.6} ${r * 0.8} Z" fill="${ring}"/>` +
  `<ellipse cx="${x + 1}" cy="${y}" rx="${(r * 0.45).toFixed(1)}" ry="${(r * 0.35).toFixed(1)}" fill="${fill}"/>`;

const shell = (x: number, y: number, s: number, fill: string, line: string): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 20 L -22 -2 C -20 -20 20 -20 22 -2 Z" fill="${fill}"/>` +
  [-14, -7, 0, 7, 14].map((dx) => `<path d="M0 20 L ${dx} -14" stroke="${line}" stroke-width="1.6" fill="none"/>`).join('') +
  `<rect x="-5" y="18" width="10" height="5" rx="2" fill="${line}"/></g>`;

/** The inner markup of a pattern tile of TILE × TILE units. */
function tile(print: Print): string {
  const [bg, c1, c2, c3] = print.palette;
  const background = `<rect width="${TILE}" height="${TILE}" fill="${bg}"/>`;
  switch (print.pattern) {
    case 'stripes':
      return `${background}<rect x="0" y="0" width="24" height="${TILE}" fill="${c1}"/><rect x="36" y="0" width="8" height="${TILE}" fill="${c2}"/><rect x="60" y="0" width="24" height="${TILE}" fill="${c1}"/><rect x="96" y="0" width="8" height="${TILE}" fill="${c3}"/>`;
    case 'dots':
      return `${background}<circle cx="30" cy="30" r="13" fill="${c1}"/><circle cx="90" cy="90" r="13" fill="${c1}"/><circle cx="90" cy="30" r="5" fill="${c2}"/><circle cx="30" cy="90" r="5" fill="${c2}"/>`;
    case 'floral':
      return `${background}${leaf(62, 40, 30, c2, bg)}${flower(32, 34, 12, c1, c3)}${flower(92, 88, 10, c3, c1)}${leaf(10, 100, -40, c2, bg)}`;
    case 'palms':
      return `${background}${leaf(6, 30, 15, c1, c3)}${leaf(60, 92, -25, c2, c3)}${leaf(40, 60, 200, c1, c3)}`;
    case 'waves':
      return `${background}<path d="M0 30 Q 30 10 60 30 T 120 30" stroke="${c1}" stroke-width="10" fill="none"/><path d="M0 70 Q 30 50 60 70 T 120 70" stroke="${c2}" stroke-width="8" fill="none"/><path d="M0 105 Q 30 85 60 105 T 120 105" stroke="${c3}" stroke-width="5" fill="none"/>`;
    case 'gingham':
      return `${background}<rect x="0" y="0" width="60" height="${TILE}" fill="${c1}" opacity="0.55"/><rect x="0" y="0" width="${TILE}" height="60" fill="${c1}" opacity="0.55"/><rect x="0" y="0" width="60" height="60" fill="${c2}" opacity="0.4"/>`;
    case 'leopard':
      return `${background}${spot(28, 30, 16, c1, c2)}${spot(86, 24, 11, c1, c2)}${spot(70, 78, 17, c1, c2)}${spot(18, 96, 10, c1, c2)}${spot(106, 104, 8, c1, c3)}`;
    case 'hearts':
      return `${background}${heart(32, 32, 1.4, c1)}${heart(90, 90, 1.4, c1)}${heart(90, 28, 0.7, c2)}${heart(28, 92, 0.7, c2)}`;
    case 'stars':
      return `${background}${star(30, 32, 16, c1)}${star(90, 90, 16, c2)}${star(92, 26, 6, c3)}${star(24, 94, 6, c3)}`;
    case 'chevron':
      return `${background}<polyline points="0,40 30,15 60,40 90,15 120,40" stroke="${c1}" stroke-width="12" fill="none"/><polyline points="0,80 30,55 60,80 90,55 120,80" stroke="${c2}" stroke-width="12" fill="none"/><polyline points="0,118 30,93 60,118 90,93 120,118" stroke="${c3}" stroke-width="6" fill="none"/>`;
    case 'tiedye': {
      // Each blot is drawn with its eight neighbours so the tiles join without seams.
      const blots: Array<[number, number, number, string]> = [[20, 20, 44, 'tdA'], [80, 80, 50, 'tdB']];
      const copies = blots.flatMap(([x, y, r, fill]) =>
        [-TILE, 0, TILE].flatMap((dx) => [-TILE, 0, TILE].map((dy) => `<circle cx="${x + dx}" cy="${y + dy}" r="${r}" fill="url(#${fill})"/>`)),
      );
      return `${background}${copies.join('')}`;
    }
    case 'shells':
      return `${background}${shell(32, 32, 1.2, c1, c2)}${shell(90, 92, 1.2, c2, c3)}<circle cx="92" cy="26" r="4" fill="${c3}"/><circle cx="26" cy="96" r="3" fill="${c1}"/>`;
  }
}

/** <defs> content defining the pattern `id` for a print, scaled to `scale` × the tile size. */
export function patternDefs(print: Print, id: string, scale = 1): string {
  const [bg, c1, c2] = print.palette;
  const size = TILE * scale;
  const dyes =
    print.pattern === 'tiedye'
      ? `<radialGradient id="tdA"><stop offset="0" stop-color="${c1}"/><stop offset="0.6" stop-color="${c1}" stop-opacity="0.5"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></radialGradient>` +
        `<radialGradient id="tdB"><stop offset="0" stop-color="${c2}"/><stop offset="0.6" stop-color="${c2}" stop-opacity="0.45"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></radialGradient>`
      : '';
  return `${dyes}<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}" patternTransform="rotate(${print.pattern === 'stripes' ? 0 : -8})"><g transform="scale(${scale})">${tile(print)}</g></pattern>`;
}

/** A darker shade of a hex colour, for outlines and ties. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 - amount))));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A lighter tint of a hex colour, for backgrounds. */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
