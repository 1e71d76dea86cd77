/**
 * Writes the dress-up game's art to static/dress-up/: four dolls, every garment, the accessories and six
 * polaroid frames, as small SVG files drawn on one 300 × 600 coordinate system (frames: 600 × 720), so
 * any garment layers onto any doll. Run: npx tsx scripts/make-dress-up-art.ts
 * The file names come from src/game/catalogue.ts, so art and catalogue cannot drift apart.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ACCESSORIES, BOTTOMS, DEFAULT_BOTTOMS, DEFAULT_TOPS, DOLLS, ONE_PIECES, POLAROIDS, TOPS } from '../src/game/catalogue';
import { GAME_POLAROID_SIZE } from '../src/config/site';

const OUT = join(__dirname, '..', 'static');
const W = 300;
const H = 600;

const svg = (body: string, defs = '', width = W, height = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>\n';

/** Mirror a path's x coordinates around the body's centre line (x = 150). */
function mirror(d: string): string {
  let isX = true;
  return d.replace(/([A-Za-z])|(-?\d+(?:\.\d+)?)/g, (match, letter: string | undefined) => {
    if (letter) {
      isX = true;
      return letter;
    }
    const value = Number(match);
    const out = isX ? String(+(W - value).toFixed(1)) : match;
    isX = !isX;
    return out;
  });
}

// ---------------------------------------------------------------------------------------------------
// Shading shared by garments: a soft light from the top left and a shadow on the right.
const SHADE = (id = 'shade') =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/>` +
  `<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`;

// ---------------------------------------------------------------------------------------------------
// Prints: one <pattern id="print"> per garment, palettes after the shop's prints of the same name.
type PrintFn = () => string;
const star = (cx: number, cy: number, r: number, fill: string) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};
const heart = (cx: number, cy: number, s: number, fill: string) =>
  `<path d="M${cx} ${cy + s * 0.9}C${cx - s * 1.3} ${cy} ${cx - s * 0.9} ${cy - s * 0.9} ${cx} ${cy - s * 0.3}C${cx + s * 0.9} ${cy - s * 0.9} ${cx + s * 1.3} ${cy} ${cx} ${cy + s * 0.9}Z" fill="${fill}"/>`;
const flower = (cx: number, cy: number, r: number, petal: string, centre: string) => {
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    out += `<ellipse cx="${cx}" cy="${cy - r * 0.55}" rx="${r * 0.38}" ry="${r * 0.55}" fill="${petal}" transform="rotate(${i * 72} ${cx} ${cy})"/>`;
  }
  return out + `<circle cx="${cx}" cy="${cy}" r="${r * 0.28}" fill="${centre}"/>`;
};
const pattern = (w: number, h: number, body: string, extra = '') =>
  `<pattern id="print" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`;

const PRINTS: Record<string, PrintFn> = {
  'cosmic-star': () =>
    pattern(26, 26, `<rect width="26" height="26" fill="#2a1a4a"/>${star(7, 8, 5, '#ffd166')}${star(20, 19, 3.2, '#e0aaff')}<circle cx="19" cy="5" r="1" fill="#fff"/><circle cx="5" cy="21" r=".8" fill="#fff"/>`),
  'sailor-star': () =>
    pattern(24, 24, `<rect width="24" height="24" fill="#14213d"/>${star(6, 6, 4, '#ffffff')}${star(18, 18, 4, '#fca311')}`),
  'pink-gingham': () =>
    pattern(14, 14, `<rect width="14" height="14" fill="#fff0f5"/><rect width="7" height="14" fill="#ff8fab" opacity=".45"/><rect width="14" height="7" fill="#ff8fab" opacity=".45"/>`),
  'chocolate-check': () =>
    pattern(14, 14, `<rect width="14" height="14" fill="#efe0d0"/><rect width="7" height="14" fill="#7f5539" opacity=".5"/><rect width="14" height="7" fill="#7f5539" opacity=".5"/>`),
  'strawberry-milk': () =>
    pattern(
      22,
      24,
      `<rect width="22" height="24" fill="#ffd6e0"/>` +
        `<path d="M6 7c3-1 6 0 6 3 0 4-3 7-3 7s-3-3-4-6c0-2 0-3 1-4z" fill="#ff5c8a"/><path d="M5 7l2-2 1 2 2-2 1 2" stroke="#52b788" stroke-width="1.6" fill="none" stroke-linecap="round"/>` +
        `<circle cx="8" cy="11" r=".6" fill="#fff"/><circle cx="10" cy="13" r=".6" fill="#fff"/>` +
        `<circle cx="17" cy="19" r="2.2" fill="#fff"/><circle cx="18" cy="4" r="1.2" fill="#ff8fab"/>`,
    ),
  sunflower: () =>
    pattern(28, 28, `<rect width="28" height="28" fill="#fff6d5"/>${flower(9, 9, 8, '#ffb703', '#6b4226')}${flower(22, 22, 5, '#ffd166', '#6b4226')}<path d="M20 6q3 1 4 4" stroke="#8ac926" stroke-width="1.5" fill="none"/>`),
  'blue-lagoon': () =>
    pattern(
      40,
      40,
      `<rect width="40" height="40" fill="#caf0f8"/><circle cx="12" cy="12" r="11" fill="#48cae4" opacity=".55"/><circle cx="12" cy="12" r="6" fill="#0096c7" opacity=".6"/>` +
        `<circle cx="32" cy="30" r="12" fill="#48cae4" opacity=".45"/><circle cx="32" cy="30" r="5" fill="#0096c7" opacity=".55"/><circle cx="34" cy="6" r="4" fill="#fff" opacity=".6"/>`,
    ),
  'poppy-field': () =>
    pattern(30, 30, `<rect width="30" height="30" fill="#fbe3d6"/>${flower(9, 10, 9, '#e63946', '#1d1d1d')}${flower(23, 24, 6, '#e63946', '#1d1d1d')}<path d="M16 20q2-5 7-6" stroke="#2a9d8f" stroke-width="1.6" fill="none"/><circle cx="25" cy="6" r="1.6" fill="#ffd166"/>`),
  'white-eyelet': () =>
    pattern(16, 16, `<rect width="16" height="16" fill="#ffffff"/><ellipse cx="4" cy="4" rx="2.2" ry="1.5" fill="#e3e8ee" stroke="#c8d0d8" stroke-width=".8"/><ellipse cx="12" cy="12" rx="2.2" ry="1.5" fill="#e3e8ee" stroke="#c8d0d8" stroke-width=".8"/><circle cx="12" cy="4" r=".9" fill="#ced4da"/><circle cx="4" cy="12" r=".9" fill="#ced4da"/>`),
  'caramel-eyelet': () =>
    pattern(16, 16, `<rect width="16" height="16" fill="#f3e5d0"/><ellipse cx="4" cy="4" rx="2.2" ry="1.5" fill="#fff8ee" stroke="#a47148" stroke-width=".8"/><ellipse cx="12" cy="12" rx="2.2" ry="1.5" fill="#fff8ee" stroke="#a47148" stroke-width=".8"/><circle cx="12" cy="4" r=".9" fill="#c8a27a"/><circle cx="4" cy="12" r=".9" fill="#c8a27a"/>`),
  'mocha-leopard': () => leopard('#b08968', '#3d2b1f', '#7f5539'),
  'midnight-leopard': () => leopard('#1b1b1e', '#8a7f8f', '#595260'),
  'retro-chevron': () =>
    pattern(
      24,
      24,
      `<rect width="24" height="24" fill="#fef6e4"/><path d="M0 6l6-6 6 6 6-6 6 6v6l-6-6-6 6-6-6-6 6z" fill="#f582ae"/><path d="M0 18l6-6 6 6 6-6 6 6v6l-6-6-6 6-6-6-6 6z" fill="#8bd3dd"/>`,
    ),
  'lemon-drop': () =>
    pattern(
      26,
      26,
      `<rect width="26" height="26" fill="#fffbe0"/><ellipse cx="9" cy="9" rx="6" ry="4.5" fill="#ffd60a" transform="rotate(-25 9 9)"/><circle cx="14" cy="6.5" r="1" fill="#ffd60a"/><path d="M6 5q-3-3 0-5 2 3 0 5z" fill="#6a994e"/>` +
        `<circle cx="20" cy="20" r="3.5" fill="#fff" stroke="#f4a261" stroke-width="1"/><path d="M20 16.5v7M16.5 20h7" stroke="#f4a261" stroke-width=".6"/>`,
    ),
  'violet-bloom': () =>
    pattern(28, 28, `<rect width="28" height="28" fill="#f5ebff"/>${flower(9, 9, 8, '#7b2cbf', '#ffd6ff')}${flower(22, 21, 6, '#e0aaff', '#7b2cbf')}<circle cx="23" cy="6" r="1.4" fill="#c77dff"/>`),
  'cloud-nine': () =>
    pattern(
      34,
      24,
      `<rect width="34" height="24" fill="#eaf4ff"/><path d="M4 14a4 4 0 0 1 5-4 5 5 0 0 1 9 1 3.5 3.5 0 0 1 1 7H6a3.5 3.5 0 0 1-2-4z" fill="#fff" stroke="#cfe8ff" stroke-width=".8"/>` +
        `<circle cx="27" cy="5" r="1.2" fill="#b8d8ff"/><circle cx="29" cy="19" r=".9" fill="#b8d8ff"/>`,
    ),
  'bubblegum-heart': () =>
    pattern(18, 18, `<rect width="18" height="18" fill="#ffe5ec"/>${heart(5, 5, 3.4, '#ff4d8d')}${heart(14, 14, 2.6, '#ffb3c6')}`),
  'sunset-stripe': () =>
    pattern(
      60,
      10,
      `<rect width="60" height="10" fill="#ffe8d6"/><rect width="12" height="10" fill="#f94144"/><rect x="12" width="12" height="10" fill="#f3722c"/><rect x="24" width="12" height="10" fill="#f9c74f"/><rect x="36" width="12" height="10" fill="#ffe8d6"/><rect x="48" width="12" height="10" fill="#90be6d"/>`,
    ),
};

function leopard(bg: string, spot: string, mid: string): string {
  const rosette = (x: number, y: number, s: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M-5-1c1-4 6-5 8-2 3 1 3 5 0 7-2 3-7 2-8-1-1-1-1-3 0-4z" fill="${mid}"/>` +
    `<path d="M-6-2c1-4 7-6 9-3M4 1c1 2 0 5-3 6M-5 4c-2-1-2-3-1-5" stroke="${spot}" stroke-width="2.2" fill="none" stroke-linecap="round"/></g>`;
  return pattern(34, 34, `<rect width="34" height="34" fill="${bg}"/>${rosette(9, 9, 1, 10)}${rosette(26, 24, 0.9, -30)}${rosette(25, 6, 0.6, 60)}${rosette(8, 27, 0.7, 120)}`);
}

const solid = (fill: string) => () => pattern(10, 10, `<rect width="10" height="10" fill="${fill}"/>`);
const BASICS: Record<string, { fill: string; trim: string }> = {
  coral: { fill: '#ff7f6e', trim: '#e0644f' },
  lilac: { fill: '#c9a7f5', trim: '#9d7ad8' },
  mint: { fill: '#8fe3c4', trim: '#4fb892' },
  sunshine: { fill: '#ffd75e', trim: '#f4a62a' },
};

// ---------------------------------------------------------------------------------------------------
// Garment shapes (left halves mirrored where the garment is symmetric).
interface Trim {
  /** Colour of straps, ties and edging. */
  trim: string;
  /** Optional theme ornament drawn over the garment. */
  ornament?: string;
}

const FILL = 'url(#print)';
const shaded = (d: string, stroke: string) =>
  `<path d="${d}" fill="${FILL}" stroke="${stroke}" stroke-width="1.6" stroke-linejoin="round"/><path d="${d}" fill="url(#shade)"/>`;

/** Triangle bikini top with halter strings and an under-bust band. */
function triangleTop({ trim, ornament = '' }: Trim): string {
  const cup = 'M113 262C112 248 118 232 130 220C136 232 146 248 149 262C138 265 124 265 113 262Z';
  return (
    `<path d="M130 221C134 205 138 188 142 176M170 221C166 205 162 188 158 176" stroke="${trim}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M110 263Q150 270 190 263" stroke="${trim}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    shaded(cup, trim) +
    shaded(mirror(cup), trim) +
    `<path d="M149 262Q150 258 151 262" stroke="${trim}" stroke-width="3" fill="none"/>` +
    `<path d="M119 240Q126 236 130 226" stroke="#fff" stroke-opacity=".5" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    ornament
  );
}

/** Bandeau: a band across the bust, gathered at the centre. */
function bandeauTop({ trim, ornament = '' }: Trim): string {
  const band = 'M110 236C126 230 140 236 150 242C160 236 174 230 190 236L191 262C174 268 160 266 150 262C140 266 126 268 109 262Z';
  return (
    shaded(band, trim) +
    `<path d="M150 242C147 250 147 256 150 262" stroke="${trim}" stroke-width="3" fill="none"/>` +
    `<path d="M118 240Q132 236 144 244" stroke="#fff" stroke-opacity=".5" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    ornament
  );
}

/** Balconette: rounded cups on an underwire with shoulder straps. */
function balconetteTop({ trim, ornament = '' }: Trim): string {
  const cup = 'M111 262C110 246 116 232 128 230C138 229 147 240 149 262C136 267 122 267 111 262Z';
  return (
    `<path d="M118 232C116 218 112 208 110 200M182 232C184 218 188 208 190 200" stroke="${trim}" stroke-width="3.4" fill="none" stroke-linecap="round"/>` +
    shaded(cup, trim) +
    shaded(mirror(cup), trim) +
    `<path d="M111 262Q130 268 149 262Q150 258 151 262Q170 268 189 262" stroke="${trim}" stroke-width="3" fill="none"/>` +
    `<path d="M117 246Q124 236 134 236" stroke="#fff" stroke-opacity=".5" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    ornament
  );
}

/** Sporty crop top with a scoop neck. */
function cropTop({ trim, ornament = '' }: Trim): string {
  const body =
    'M112 214C118 208 126 206 130 208C134 228 166 228 170 208C174 206 182 208 188 214C191 236 192 256 190 270C164 276 136 276 110 270C108 256 109 236 112 214Z';
  return (
    shaded(body, trim) +
    `<path d="M130 208C134 228 166 228 170 208" stroke="${trim}" stroke-width="3" fill="none"/>` +
    `<path d="M110 268C136 274 164 274 190 268" stroke="${trim}" stroke-width="3.4" fill="none"/>` +
    ornament
  );
}

/** Ruffled top: a bandeau with a frill along the top edge. */
function ruffleTop({ trim, ornament = '' }: Trim): string {
  let frill = '';
  for (let x = 112; x < 188; x += 9.5) {
    frill += `<path d="M${x} 236q4.75-9 9.5 0" fill="${FILL}" stroke="${trim}" stroke-width="1.2"/>`;
  }
  return bandeauTop({ trim }) + frill + ornament;
}

/** Classic bikini brief, tie or plain sides. */
function briefBottoms({ trim, ornament = '' }: Trim, ties = false, high = false): string {
  const top = high ? 326 : 338;
  const d = `M108 ${top}Q150 ${top + 6} 192 ${top}C193 ${top + 14} 188 358 174 372C164 381 158 388 150 389C142 388 136 381 126 372C112 358 107 ${top + 14} 108 ${top}Z`;
  const bows = ties
    ? `<path d="M110 ${top + 2}c-8-6-12 2-6 5 -6 3-2 11 6 5" fill="${trim}"/><path d="M108 ${top + 4}l-6 16M110 ${top + 4}l-1 17" stroke="${trim}" stroke-width="2.4" stroke-linecap="round"/>` +
      `<path d="M190 ${top + 2}c8-6 12 2 6 5 6 3 2 11-6 5" fill="${trim}"/><path d="M192 ${top + 4}l6 16M190 ${top + 4}l1 17" stroke="${trim}" stroke-width="2.4" stroke-linecap="round"/>`
    : '';
  return (
    shaded(d, trim) +
    `<path d="M108 ${top}Q150 ${top + 6} 192 ${top}" stroke="${trim}" stroke-width="3.2" fill="none"/>` +
    `<path d="M118 ${top + 8}Q130 ${top + 10} 140 ${top + 8}" stroke="#fff" stroke-opacity=".45" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    bows +
    ornament
  );
}

/** Ruffle-skirted bottoms for a princess. */
function skirtBottoms({ trim, ornament = '' }: Trim): string {
  const skirt = 'M108 334Q150 342 192 334C198 352 204 368 208 380Q180 392 150 390Q120 392 92 380C96 368 102 352 108 334Z';
  let hem = '';
  for (let x = 92; x < 208; x += 11.6) hem += `<path d="M${x.toFixed(1)} 380q5.8 9 11.6 1" fill="${FILL}" stroke="${trim}" stroke-width="1.2"/>`;
  return (
    shaded(skirt, trim) +
    hem +
    `<path d="M108 334Q150 342 192 334" stroke="${trim}" stroke-width="3.4" fill="none"/>` +
    `<path d="M124 346L118 380M150 344V388M176 346L182 380" stroke="${trim}" stroke-opacity=".35" stroke-width="1.4" fill="none"/>` +
    ornament
  );
}

/** Boy-short bottoms. */
function boyshortBottoms({ trim, ornament = '' }: Trim): string {
  const d = 'M108 332Q150 338 192 332C194 352 194 372 192 392Q170 396 152 388L150 386L148 388Q130 396 108 392C106 372 106 352 108 332Z';
  return (
    shaded(d, trim) +
    `<path d="M108 332Q150 338 192 332" stroke="${trim}" stroke-width="4" fill="none"/>` +
    `<path d="M108 390Q130 394 148 388M152 388Q170 394 192 390" stroke="${trim}" stroke-width="2.4" fill="none"/>` +
    ornament
  );
}

/** One-piece with a sweetheart neckline, straps and a high leg. */
function onePiece({ trim, ornament = '' }: Trim): string {
  const body =
    'M112 240C118 228 132 226 140 234C145 238 148 244 150 248C152 244 155 238 160 234C168 226 182 228 188 240C191 262 184 288 180 304C186 318 192 330 192 340C186 356 176 370 164 380C158 386 154 389 150 389C146 389 142 386 136 380C124 370 114 356 108 340C108 330 114 318 120 304C116 288 109 262 112 240Z';
  return (
    `<path d="M120 236C116 220 112 208 110 200M180 236C184 220 188 208 190 200" stroke="${trim}" stroke-width="3.4" fill="none" stroke-linecap="round"/>` +
    shaded(body, trim) +
    `<path d="M112 240C118 228 132 226 140 234C145 238 148 244 150 248C152 244 155 238 160 234C168 226 182 228 188 240" stroke="${trim}" stroke-width="3" fill="none"/>` +
    `<path d="M122 302Q150 312 178 302" stroke="${trim}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M118 250Q122 276 128 296" stroke="#fff" stroke-opacity=".4" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    ornament
  );
}

// ---- Theme ornaments ----
const ORN = {
  angelWings: (y: number) =>
    `<g fill="#fff" stroke="#d7c7ff" stroke-width=".8"><path d="M145 ${y}c-6-6-14-6-16 0 4 0 6 2 8 4-4 0-6 2-6 4 5 1 10-2 14-8z"/><path d="M155 ${y}c6-6 14-6 16 0-4 0-6 2-8 4 4 0 6 2 6 4-5 1-10-2-14-8z"/></g><circle cx="150" cy="${y + 1}" r="3" fill="#ffd166"/>`,
  halo: (y: number) => `<ellipse cx="150" cy="${y}" rx="9" ry="3" fill="none" stroke="#ffd166" stroke-width="2"/>`,
  bunnyBow: (y: number) =>
    `<path d="M150 ${y}c-10-12-20-6-14 2-6 6 6 8 14-2z" fill="#ff8fab" stroke="#e05780" stroke-width="1"/><path d="M150 ${y}c10-12 20-6 14 2 6 6-6 8-14-2z" fill="#ff8fab" stroke="#e05780" stroke-width="1"/>` +
    `<ellipse cx="144" cy="${y - 12}" rx="3" ry="8" fill="#fff" stroke="#ffb3c6" transform="rotate(-15 144 ${y - 12})"/><ellipse cx="156" cy="${y - 12}" rx="3" ry="8" fill="#fff" stroke="#ffb3c6" transform="rotate(15 156 ${y - 12})"/>` +
    `<circle cx="150" cy="${y}" r="3.5" fill="#e05780"/>`,
  catEars: (y: number, fill: string) =>
    `<path d="M120 ${y}l6-12 6 12z" fill="${fill}" stroke="#1d1d1d" stroke-width="1.4" stroke-linejoin="round"/><path d="M168 ${y}l6-12 6 12z" fill="${fill}" stroke="#1d1d1d" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="M123.5 ${y - 1}l2.5-6 2.5 6z" fill="#ff8fab"/><path d="M171.5 ${y - 1}l2.5-6 2.5 6z" fill="#ff8fab"/>`,
  gold: (y: number) =>
    `<circle cx="150" cy="${y}" r="5" fill="none" stroke="#d4a017" stroke-width="2.6"/><circle cx="150" cy="${y}" r="5" fill="none" stroke="#fff3b0" stroke-width=".8"/>`,
  chain: (y: number) => {
    let out = '';
    for (let x = 112; x <= 188; x += 8) out += `<ellipse cx="${x}" cy="${y}" rx="3.6" ry="2.2" fill="none" stroke="#d4a017" stroke-width="1.6"/>`;
    return out;
  },
  crown: (y: number) =>
    `<path d="M141 ${y}l2-9 4 5 3-8 3 8 4-5 2 9z" fill="#ffd166" stroke="#e0a800" stroke-width="1"/><circle cx="150" cy="${y - 3}" r="1.6" fill="#ff4d8d"/>`,
  pearls: (y: number) => {
    let out = '';
    for (let x = 114; x <= 186; x += 6) out += `<circle cx="${x}" cy="${y + Math.abs(x - 150) * -0.05}" r="2.2" fill="#fffaf0" stroke="#e6dccb" stroke-width=".6"/>`;
    return out;
  },
  sparkle: (x: number, y: number, s = 1) =>
    `<path d="M${x} ${y - 6 * s}l${1.5 * s} ${4.5 * s} ${4.5 * s} ${1.5 * s}-${4.5 * s} ${1.5 * s}-${1.5 * s} ${4.5 * s}-${1.5 * s}-${4.5 * s}-${4.5 * s}-${1.5 * s} ${4.5 * s}-${1.5 * s}z" fill="#fff" stroke="#c0c6ff" stroke-width=".5"/>`,
  rhinestones: (y: number) => {
    let out = '';
    for (let x = 116; x <= 184; x += 7) out += `<circle cx="${x}" cy="${y}" r="1.8" fill="#e8f1ff" stroke="#9aa7c7" stroke-width=".6"/>`;
    return out;
  },
};

type Shape = (trim: Trim) => string;
interface GarmentArt {
  print: string;
  shape: Shape;
  trim: string;
  ornament?: string;
}

const TOP_ART: Record<string, GarmentArt> = {
  'tops/vera-cosmic-star': { print: 'cosmic-star', shape: triangleTop, trim: '#1b1036', ornament: ORN.angelWings(262) },
  'tops/daisy-pink-gingham': { print: 'pink-gingham', shape: ruffleTop, trim: '#ff8fab', ornament: ORN.halo(244) },
  'tops/romy-strawberry-milk': { print: 'strawberry-milk', shape: triangleTop, trim: '#ff5c8a', ornament: ORN.bunnyBow(262) },
  'tops/bella-pink-gingham': { print: 'pink-gingham', shape: balconetteTop, trim: '#e05780', ornament: ORN.bunnyBow(262) },
  'tops/stella-strawberry-milk': { print: 'strawberry-milk', shape: bandeauTop, trim: '#1d1d1d', ornament: ORN.catEars(236, '#ffd6e0') },
  'tops/nova-sunflower': { print: 'sunflower', shape: cropTop, trim: '#6b4226', ornament: ORN.catEars(214, '#ffb703') },
  'tops/bonita-mocha-leopard': { print: 'mocha-leopard', shape: triangleTop, trim: '#3d2b1f', ornament: ORN.gold(262) },
  'tops/sienna-retro-chevron': { print: 'retro-chevron', shape: bandeauTop, trim: '#f582ae', ornament: ORN.chain(264) },
  'tops/aria-lemon-drop': { print: 'lemon-drop', shape: ruffleTop, trim: '#f4a261', ornament: ORN.crown(246) },
  'tops/valencia-violet-bloom': { print: 'violet-bloom', shape: balconetteTop, trim: '#7b2cbf', ornament: ORN.pearls(264) },
  'tops/marina-midnight-leopard': { print: 'midnight-leopard', shape: balconetteTop, trim: '#0d0d10', ornament: ORN.rhinestones(264) },
  'tops/wren-cloud-nine': { print: 'cloud-nine', shape: cropTop, trim: '#9ab8dc', ornament: ORN.sparkle(122, 240) + ORN.sparkle(176, 252, 0.7) },
};

const BOTTOM_ART: Record<string, GarmentArt & { variant?: 'ties' | 'high' }> = {
  'bottoms/vera-cosmic-star': { print: 'cosmic-star', shape: briefBottoms, trim: '#1b1036', variant: 'ties', ornament: ORN.sparkle(150, 352, 0.6) },
  'bottoms/sadie-sailor-star': { print: 'sailor-star', shape: briefBottoms, trim: '#fca311', variant: 'high' },
  'bottoms/mila-strawberry-milk': { print: 'strawberry-milk', shape: skirtBottoms, trim: '#ff5c8a' },
  'bottoms/lucia-pink-gingham': { print: 'pink-gingham', shape: briefBottoms, trim: '#e05780', variant: 'ties' },
  'bottoms/juno-blue-lagoon': { print: 'blue-lagoon', shape: boyshortBottoms, trim: '#0077b6' },
  'bottoms/pia-poppy-field': { print: 'poppy-field', shape: briefBottoms, trim: '#c1121f', variant: 'high' },
  'bottoms/mae-white-eyelet': { print: 'white-eyelet', shape: skirtBottoms, trim: '#adb5bd' },
  'bottoms/wren-strawberry-milk': { print: 'strawberry-milk', shape: briefBottoms, trim: '#1d1d1d', variant: 'high', ornament: ORN.chain(330) },
  'bottoms/amalfi-mocha-leopard': { print: 'mocha-leopard', shape: briefBottoms, trim: '#3d2b1f', variant: 'ties', ornament: ORN.gold(348) },
  'bottoms/santorini-lemon-drop': { print: 'lemon-drop', shape: skirtBottoms, trim: '#f4a261' },
  'bottoms/sorrento-caramel-eyelet': { print: 'caramel-eyelet', shape: briefBottoms, trim: '#a47148', variant: 'ties' },
  'bottoms/nina-chocolate-check': { print: 'chocolate-check', shape: boyshortBottoms, trim: '#7f5539' },
  'bottoms/marina-midnight-leopard': { print: 'midnight-leopard', shape: briefBottoms, trim: '#0d0d10', variant: 'high', ornament: ORN.rhinestones(333) },
};

// ---------------------------------------------------------------------------------------------------
// Dolls: one body, four looks. Back hair is drawn behind the body and never over the chest, so tops sit
// on every doll the same way.
interface Look {
  skin: string;
  shadow: string;
  hair: string;
  hairShine: string;
  iris: string;
  lips: string;
  lidShadow: string;
  backHair: string;
  frontHair: string;
  freckles?: boolean;
}

const BODY_LEFT =
  'M150 186L140 188C132 196 116 198 106 204C98 210 97 222 100 232L112 232C112 246 112 256 116 266C120 280 126 292 126 302C120 316 110 328 108 344C106 362 110 376 114 392C118 420 122 446 124 470C122 490 124 510 130 534C132 546 134 556 134 562L146 562C146 540 148 520 148 500C148 470 146 444 147 420C148 404 149 394 150 390';
function bodyPath(): string {
  // Left outline down to the crotch, then the right outline (mirrored) back up.
  const left = BODY_LEFT;
  const right = mirror(BODY_LEFT);
  // Reverse the right side's segments so the outline runs back up to the neck.
  return `${left}${reverseCubicPath(right)}Z`;
}

/** Reverses an M/L/C path (absolute commands only) so it can continue an outline. */
function reverseCubicPath(d: string): string {
  const tokens = d.match(/[MLC]|-?\d+(?:\.\d+)?/g) ?? [];
  const segs: Array<{ cmd: string; pts: number[][] }> = [];
  let i = 0;
  let cmd = '';
  while (i < tokens.length) {
    const t = tokens[i] as string;
    if (/[MLC]/.test(t)) {
      cmd = t;
      i += 1;
      continue;
    }
    const n = cmd === 'C' ? 3 : 1;
    const pts: number[][] = [];
    for (let k = 0; k < n; k += 1) {
      pts.push([Number(tokens[i]), Number(tokens[i + 1])]);
      i += 2;
    }
    segs.push({ cmd: cmd === 'M' ? 'M' : cmd, pts });
    if (cmd === 'M') cmd = 'L';
  }
  // Points: start of each segment = end of previous.
  const ends = segs.map((s) => s.pts[s.pts.length - 1] as number[]);
  let out = '';
  for (let k = segs.length - 1; k >= 1; k -= 1) {
    const seg = segs[k] as { cmd: string; pts: number[][] };
    const start = ends[k - 1] as number[];
    if (seg.cmd === 'C') {
      const [c1, c2] = seg.pts as [number[], number[]];
      out += `C${c2[0]} ${c2[1]} ${c1[0]} ${c1[1]} ${start[0]} ${start[1]}`;
    } else {
      out += `L${start[0]} ${start[1]}`;
    }
  }
  return out;
}

const ARM_LEFT =
  'M106 204C96 208 92 222 90 238C88 258 86 276 84 294C82 314 78 334 76 352C74 362 72 372 74 380C76 388 84 390 88 384C90 376 88 366 90 356C94 336 98 316 100 298C104 278 108 258 110 236Z';

function hand(side: 'left' | 'right', skin: string, shadow: string): string {
  const d = 'M74 372C70 380 70 392 76 396C80 399 86 396 88 390C89 384 88 378 86 372Z';
  const path = side === 'left' ? d : mirror(d);
  const thumb = side === 'left' ? 'M86 376Q90 384 86 390' : mirror('M86 376Q90 384 86 390');
  return `<path d="${path}" fill="${skin}" stroke="${shadow}" stroke-width="1.2"/><path d="${thumb}" fill="none" stroke="${shadow}" stroke-width="1.2" stroke-linecap="round"/>`;
}

function face(l: Look): string {
  const eye = (cx: number, flip: boolean) => {
    const s = flip ? -1 : 1;
    return (
      `<path d="M${cx - 16 * s} ${110}C${cx - 8 * s} 98 ${cx + 10 * s} 98 ${cx + 16 * s} 108C${cx + 8 * s} 120 ${cx - 8 * s} 121 ${cx - 16 * s} 110Z" fill="#fff"/>` +
      `<circle cx="${cx + 1 * s}" cy="110" r="8.5" fill="${l.iris}"/><circle cx="${cx + 1 * s}" cy="110" r="8.5" fill="url(#irisShade)"/>` +
      `<circle cx="${cx + 1 * s}" cy="110" r="4" fill="#140c08"/><circle cx="${cx + 4 * s}" cy="106" r="2.6" fill="#fff"/><circle cx="${cx - 2 * s}" cy="114" r="1.2" fill="#fff" opacity=".8"/>` +
      `<path d="M${cx - 16 * s} 110C${cx - 8 * s} 98 ${cx + 10 * s} 98 ${cx + 16 * s} 108" fill="none" stroke="#1a0f0a" stroke-width="3.2" stroke-linecap="round"/>` +
      `<path d="M${cx + 15 * s} 108l${7 * s}-6M${cx + 13 * s} 104l${6 * s}-7M${cx + 9 * s} 101l${3 * s}-7" stroke="#1a0f0a" stroke-width="1.8" stroke-linecap="round"/>` +
      `<path d="M${cx - 15 * s} 100C${cx - 6 * s} 91 ${cx + 10 * s} 92 ${cx + 16 * s} 100" fill="none" stroke="${l.lidShadow}" stroke-width="5" stroke-linecap="round" opacity=".55"/>` +
      `<path d="M${cx - 14 * s} 88Q${cx} 80 ${cx + 15 * s} 87" fill="none" stroke="${l.hair === '#f3e3b3' ? '#b8926a' : '#2b1a12'}" stroke-width="3" stroke-linecap="round"/>`
    );
  };
  const freckles = l.freckles
    ? [118, 124, 130, 170, 176, 182].map((x, k) => `<circle cx="${x}" cy="${128 + (k % 3) * 2}" r="1.1" fill="#c98a66" opacity=".7"/>`).join('')
    : '';
  return (
    eye(124, false) +
    eye(176, true) +
    `<path d="M147 126Q150 131 153 126" fill="none" stroke="${l.shadow}" stroke-width="2" stroke-linecap="round"/>` +
    `<ellipse cx="116" cy="134" rx="10" ry="6" fill="#ff7a8a" opacity=".28"/><ellipse cx="184" cy="134" rx="10" ry="6" fill="#ff7a8a" opacity=".28"/>` +
    freckles +
    // Full glossy lips with a cupid's bow.
    `<path d="M134 146C140 140 146 140 150 143C154 140 160 140 166 146C160 149 140 149 134 146Z" fill="${l.lips}"/>` +
    `<path d="M134 146C140 149 160 149 166 146C162 156 138 156 134 146Z" fill="${l.lips}"/>` +
    `<path d="M134 146C140 149 160 149 166 146" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/>` +
    `<ellipse cx="154" cy="151" rx="4" ry="1.6" fill="#fff" opacity=".55"/>`
  );
}

function dollSvg(l: Look): string {
  const defs =
    `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${l.shadow}"/><stop offset=".22" stop-color="${l.skin}"/><stop offset=".78" stop-color="${l.skin}"/><stop offset="1" stop-color="${l.shadow}"/></linearGradient>` +
    `<radialGradient id="irisShade" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>` +
    `<linearGradient id="hair" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.hairShine}"/><stop offset=".35" stop-color="${l.hair}"/><stop offset="1" stop-color="${l.hair}"/></linearGradient>`;
  const body = bodyPath();
  const headD = 'M150 42C190 42 208 72 207 108C206 140 182 166 150 168C118 166 94 140 93 108C92 72 110 42 150 42Z';
  return svg(
    `<g>${l.backHair}</g>` +
      // Body, arms, hands and feet.
      `<path d="${body}" fill="url(#skin)" stroke="${l.shadow}" stroke-width="1.4" stroke-linejoin="round"/>` +
      `<path d="M139 150L138 192Q150 200 162 192L161 150Z" fill="${l.skin}"/>` +
      `<path d="M126 258Q131 264 136 262M164 262Q169 264 174 258" stroke="${l.shadow}" stroke-width="1.4" fill="none" opacity=".6"/>` +
      `<path d="M150 296v8" stroke="${l.shadow}" stroke-width="1.6" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M128 470Q134 474 140 470M160 470Q166 474 172 470" stroke="${l.shadow}" stroke-width="1.2" fill="none" opacity=".6"/>` +
      `<path d="M134 562C132 572 134 584 138 592C141 597 146 596 147 590C148 582 147 570 146 562Z" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/>` +
      `<path d="${mirror('M134 562C132 572 134 584 138 592C141 597 146 596 147 590C148 582 147 570 146 562Z')}" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/>` +
      `<path d="${ARM_LEFT}" fill="url(#skin)" stroke="${l.shadow}" stroke-width="1.4" stroke-linejoin="round"/>` +
      `<path d="${mirror(ARM_LEFT)}" fill="url(#skin)" stroke="${l.shadow}" stroke-width="1.4" stroke-linejoin="round"/>` +
      hand('left', l.skin, l.shadow) +
      hand('right', l.skin, l.shadow) +
      // Head.
      `<ellipse cx="93" cy="114" rx="7" ry="11" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/><ellipse cx="207" cy="114" rx="7" ry="11" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.2"/>` +
      `<circle cx="93" cy="126" r="2.6" fill="#ffd166"/><circle cx="207" cy="126" r="2.6" fill="#ffd166"/>` +
      `<path d="M139 166Q150 184 161 166L161 178Q150 188 139 178Z" fill="${l.shadow}" opacity=".5"/>` +
      `<path d="${headD}" fill="${l.skin}" stroke="${l.shadow}" stroke-width="1.4"/>` +
      `<path d="M100 124C104 150 124 166 150 168C176 166 196 150 200 124C192 150 174 162 150 163C126 162 108 150 100 124Z" fill="${l.shadow}" opacity=".35"/>` +
      face(l) +
      `<g>${l.frontHair}</g>`,
    defs,
  );
}

const LOOKS: Record<string, Look> = {
  amara: {
    skin: '#8d5524',
    shadow: '#5e3615',
    hair: '#1c1210',
    hairShine: '#4a3128',
    iris: '#5a3420',
    lips: '#b5485d',
    lidShadow: '#d17bff',
    backHair:
      // Two big curly puffs.
      puff(92, 58, 42) + puff(208, 58, 42),
    frontHair:
      `<path d="M94 102C92 66 116 38 150 38C184 38 208 66 206 102C200 84 190 70 176 64C166 72 150 74 138 70C126 74 112 84 94 102Z" fill="url(#hair)"/>` +
      `<path d="M120 56Q140 46 166 52" stroke="#6b4a3c" stroke-width="2" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<path d="M140 40c-4 6-2 10 2 12" stroke="#000" stroke-opacity=".3" fill="none" stroke-width="1.4"/>` +
      // Scrunchies holding the puffs.
      `<ellipse cx="112" cy="64" rx="10" ry="6" fill="#ff4d8d" transform="rotate(-40 112 64)"/><ellipse cx="188" cy="64" rx="10" ry="6" fill="#ff4d8d" transform="rotate(40 188 64)"/>`,
  },
  lexi: {
    skin: '#f9dcc4',
    shadow: '#dcb093',
    hair: '#f3e3b3',
    hairShine: '#fffbea',
    iris: '#3a8fd6',
    lips: '#ff6f9a',
    lidShadow: '#ffa6c9',
    freckles: true,
    backHair:
      // A high ponytail swinging to her left, behind the shoulders.
      `<path d="M170 40C214 20 250 44 244 96C240 136 252 170 236 214C230 232 214 236 214 222C226 184 214 150 214 112C214 80 200 58 176 56Z" fill="url(#hair)" stroke="#d9c182" stroke-width="1.2"/>` +
      `<path d="M222 80C230 120 226 160 222 200M232 90C238 130 236 170 230 206" stroke="#d9c182" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    frontHair:
      `<path d="M93 108C88 66 114 36 152 36C188 36 212 62 207 104C198 80 182 64 160 60C140 72 116 84 93 108Z" fill="url(#hair)" stroke="#d9c182" stroke-width="1.2"/>` +
      `<path d="M160 60C150 50 148 44 150 36" stroke="#d9c182" stroke-width="1.4" fill="none"/>` +
      `<path d="M112 70Q130 58 150 58" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<ellipse cx="172" cy="44" rx="9" ry="7" fill="#7bdff2" stroke="#48b7c9" stroke-width="1.2"/>`,
  },
  noor: {
    skin: '#c98e62',
    shadow: '#9c6a44',
    hair: '#3b2418',
    hairShine: '#6d4634',
    iris: '#3f7a4a',
    lips: '#c0504d',
    lidShadow: '#e8a25a',
    backHair:
      // Long waves that fall behind the shoulders.
      `<path d="M150 34C98 34 80 78 82 120C84 160 70 196 64 232C58 270 74 300 88 312C86 282 94 250 98 224C100 214 104 210 112 208L188 208C196 210 200 214 202 224C206 250 214 282 212 312C226 300 242 270 236 232C230 196 216 160 218 120C220 78 202 34 150 34Z" fill="url(#hair)"/>` +
      `<path d="M76 200Q70 240 84 290M224 200Q230 240 216 290M88 150Q80 190 86 230M212 150Q220 190 214 230" stroke="#6d4634" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    frontHair:
      `<path d="M150 36C112 36 90 66 92 112C100 88 120 66 148 56C150 50 150 44 150 36Z" fill="url(#hair)"/>` +
      `<path d="M150 36C188 36 210 66 208 112C200 88 180 66 152 56C150 50 150 44 150 36Z" fill="url(#hair)"/>` +
      `<path d="M92 112C88 140 90 160 96 176M208 112C212 140 210 160 204 176" stroke="#3b2418" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<path d="M118 56Q134 46 146 46" stroke="#8a5e48" stroke-width="2" fill="none" stroke-linecap="round"/>` +
      `<path d="M186 52l4 4-4 4-4-4z" fill="#ffd166"/>`,
  },
  rio: {
    skin: '#e2ac7e',
    shadow: '#c18a5c',
    hair: '#f06fa8',
    hairShine: '#ffb3d4',
    iris: '#7a4a2a',
    lips: '#e0645f',
    lidShadow: '#7bdff2',
    backHair:
      `<path d="M150 34C104 34 84 66 84 108C84 140 86 160 92 178C110 184 124 176 130 170L170 170C176 176 190 184 208 178C214 160 216 140 216 108C216 66 196 34 150 34Z" fill="url(#hair)" stroke="#c2477e" stroke-width="1.2"/>`,
    frontHair:
      // Blunt bangs.
      `<path d="M96 98C92 62 116 38 150 38C184 38 208 62 204 98C196 92 186 90 176 92C170 86 160 86 150 90C140 86 130 86 124 92C114 90 104 92 96 98Z" fill="url(#hair)" stroke="#c2477e" stroke-width="1.2"/>` +
      `<path d="M124 92L126 80M150 90V78M176 92L174 80" stroke="#c2477e" stroke-width="1.2"/>` +
      `<path d="M110 60Q132 46 160 48" stroke="#ffd6e8" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
      `<path d="M92 110C90 140 92 160 96 176M208 110C210 140 208 160 204 176" stroke="url(#hair)" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<circle cx="194" cy="66" r="5" fill="#ffd166"/><circle cx="194" cy="66" r="2" fill="#ff8fab"/>`,
  },
};

function puff(cx: number, cy: number, r: number): string {
  let d = '';
  const bumps = 14;
  for (let i = 0; i <= bumps; i += 1) {
    const a = (i / bumps) * Math.PI * 2;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (i === 0) d += `M${x.toFixed(1)} ${y.toFixed(1)}`;
    else {
      const am = ((i - 0.5) / bumps) * Math.PI * 2;
      const qx = cx + (r + 8) * Math.cos(am);
      const qy = cy + (r + 8) * Math.sin(am);
      d += `Q${qx.toFixed(1)} ${qy.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
    }
  }
  let curls = '';
  for (let i = 0; i < 9; i += 1) {
    const a = i * 0.7;
    const rr = r * (0.3 + (i % 3) * 0.2);
    curls += `<path d="M${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}q4-6 8 0" stroke="#4a3128" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="${d}Z" fill="url(#hair)"/>${curls}`;
}

// ---------------------------------------------------------------------------------------------------
// Accessories.
const SHADES = svg(
  `<g stroke="#e05780" stroke-width="3" stroke-linejoin="round">` +
    `<path d="M124 126C108 116 102 100 112 94C118 90 124 94 124 100C124 94 130 90 136 94C146 100 140 116 124 126Z" fill="url(#lens)"/>` +
    `<path d="M176 126C160 116 154 100 164 94C170 90 176 94 176 100C176 94 182 90 188 94C198 100 192 116 176 126Z" fill="url(#lens)"/>` +
    `<path d="M140 102Q150 96 160 102" fill="none"/><path d="M106 100L94 104M194 100L206 104" fill="none"/></g>` +
    `<path d="M112 100q4-4 8-2M164 100q4-4 8-2" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round" opacity=".8"/>`,
  `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a0f2a"/><stop offset="1" stop-color="#ff6fa5" stop-opacity=".85"/></linearGradient>`,
);

const SANDAL = (side: 'left' | 'right') => {
  const sole = 'M128 590C128 584 132 582 140 582C148 582 152 584 152 590L152 598C146 600 134 600 128 598Z';
  const straps = 'M134 568Q141 574 147 568M133 580Q141 586 149 580';
  const ankle = 'M132 560Q141 566 148 560';
  const f = (d: string) => (side === 'left' ? d : mirror(d));
  return (
    `<path d="${f(sole)}" fill="#f7c59f" stroke="#c98b5b" stroke-width="1.2"/><path d="${f('M128 594L152 594')}" stroke="#c98b5b" stroke-width="1"/>` +
    `<path d="${f(straps)}" stroke="#ff4d8d" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="${f(ankle)}" stroke="#ff4d8d" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${side === 'left' ? 141 : 159}" cy="574" r="2.6" fill="#ffd166"/>`
  );
};
const SANDALS = svg(SANDAL('left') + SANDAL('right'));

const POUCH = svg(
  `<path d="M216 372C214 360 226 356 228 368" stroke="#ff4d8d" stroke-width="2.4" fill="none"/>` +
    `<path d="M204 380C204 372 208 370 216 370L240 370C248 370 252 372 252 380L250 404C250 410 246 412 240 412L216 412C208 412 206 410 206 404Z" fill="url(#print)" stroke="#e05780" stroke-width="1.6"/>` +
    `<path d="M204 380C204 372 208 370 216 370L240 370C248 370 252 372 252 380L250 404C250 410 246 412 240 412L216 412C208 412 206 410 206 404Z" fill="url(#shade)"/>` +
    `<path d="M206 378H250" stroke="#d4a017" stroke-width="2" stroke-dasharray="2 1.5"/><circle cx="246" cy="378" r="2.4" fill="#d4a017"/><path d="M246 380v7" stroke="#d4a017" stroke-width="1.8"/>` +
    `<path d="M222 388h12v6h-12z" fill="#fff" opacity=".9"/><text x="228" y="393.3" font-size="5" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" fill="#e05780">BB</text>`,
  PRINTS['bubblegum-heart']!() + SHADE(),
);

const TOWEL = svg(
  // Folded over her left forearm, hanging both sides.
  `<path d="M60 318C66 314 96 312 102 318L106 470C96 474 70 476 58 470Z" fill="url(#print)" stroke="#d96b3b" stroke-width="1.4"/>` +
    `<path d="M60 318C66 314 96 312 102 318L106 470C96 474 70 476 58 470Z" fill="url(#fold)"/>` +
    `<path d="M60 318C68 326 94 326 102 318" stroke="#d96b3b" stroke-width="1.4" fill="#fff" fill-opacity=".25"/>` +
    [62, 68, 74, 80, 86, 92, 98, 104].map((x) => `<path d="M${x} 471v8" stroke="#f9c74f" stroke-width="2" stroke-linecap="round"/>`).join(''),
  PRINTS['sunset-stripe']!().replace('<pattern id="print"', '<pattern id="print" patternTransform="rotate(90)"') +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity=".15"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`,
);

// ---------------------------------------------------------------------------------------------------
// Polaroid frames (600 × 720): a white card, a themed photo backdrop in the 520 × 520 window and
// decorations on the border only, so the doll in the window is never covered.
const PW = GAME_POLAROID_SIZE.width;
const PH = GAME_POLAROID_SIZE.height;
const WIN = { x: 40, y: 40, size: 520 };

function frame(card: string, backdrop: string, decor: string, defs = ''): string {
  return svg(
    `<rect width="${PW}" height="${PH}" rx="14" fill="${card}"/>` +
      `<rect x="${WIN.x}" y="${WIN.y}" width="${WIN.size}" height="${WIN.size}" fill="url(#sky)"/>` +
      backdrop +
      `<rect x="${WIN.x}" y="${WIN.y}" width="${WIN.size}" height="${WIN.size}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="2"/>` +
      decor,
    defs,
    PW,
    PH,
  );
}

const sky = (a: string, b: string) =>
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const beach = (sand: string, sea: string) =>
  `<path d="M40 430Q170 410 300 424T560 420V560H40Z" fill="${sea}" opacity=".85"/><path d="M40 470Q200 452 330 468T560 462V560H40Z" fill="${sand}"/>`;
const cloud = (x: number, y: number, s: number, fill = '#fff') =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 20a12 12 0 0 1 14-12 18 18 0 0 1 32 2 12 12 0 0 1 4 23H6A11 11 0 0 1 0 20z" fill="${fill}"/>`;

const goldSparkle = (x: number, y: number, s: number) => ORN.sparkle(x, y, s).replace('fill="#fff" stroke="#c0c6ff"', 'fill="#ffd166" stroke="#e0a800"');

const FRAMES: Record<string, string> = {
  angel: frame(
    '#ffffff',
    cloud(70, 80, 2) + cloud(380, 120, 1.6) + cloud(250, 60, 1.1) + beach('#fbe7c6', '#a8dadc') + ORN.sparkle(150, 200, 2) + ORN.sparkle(460, 260, 1.6),
    // Wings at the top corners and a halo over the name strip.
    `<g fill="#fff" stroke="#b9a3f5" stroke-width="2.4" stroke-linejoin="round"><path d="M24 130C8 84 26 32 76 16C64 32 66 44 84 52C64 58 60 72 74 86C52 88 36 104 24 130Z"/>` +
      `<path d="M576 130C592 84 574 32 524 16C536 32 534 44 516 52C536 58 540 72 526 86C548 88 564 104 576 130Z"/></g>` +
      `<path d="M44 70Q56 52 70 44M556 70Q544 52 530 44" stroke="#d9ccff" stroke-width="2" fill="none"/>` +
      `<ellipse cx="300" cy="588" rx="40" ry="8" fill="none" stroke="#ffd166" stroke-width="4"/>` +
      goldSparkle(90, 650, 2.4) + goldSparkle(510, 650, 2.8) + goldSparkle(150, 680, 1.4),
    sky('#cfe8ff', '#fff3fb'),
  ),
  'bunny-boo': frame(
    '#ffe5ec',
    `<rect x="40" y="40" width="520" height="520" fill="url(#dots)" opacity=".6"/>` + beach('#ffd6e0', '#ffb3c6'),
    [60, 540].map((x) => heart(x, 610, 22, '#ff4d8d')).join('') +
      [120, 480].map((x) => heart(x, 660, 12, '#ffb3c6')).join('') +
      // Bunny ears peeking over the top edge.
      `<g transform="translate(300 650)"><g stroke="#ffb3c6" stroke-width="3"><ellipse cx="-16" cy="-26" rx="9" ry="22" fill="#fff" transform="rotate(-12 -16 -26)"/><ellipse cx="16" cy="-26" rx="9" ry="22" fill="#fff" transform="rotate(12 16 -26)"/>` +
      `<circle r="24" fill="#fff"/></g><ellipse cx="-16" cy="-28" rx="4" ry="14" fill="#ffc2d1" transform="rotate(-12 -16 -28)"/><ellipse cx="16" cy="-28" rx="4" ry="14" fill="#ffc2d1" transform="rotate(12 16 -28)"/>` +
      `<circle cx="-8" cy="-2" r="3" fill="#3d2b1f"/><circle cx="8" cy="-2" r="3" fill="#3d2b1f"/><path d="M-3 6q3 3 6 0" stroke="#e05780" stroke-width="2" fill="none"/><ellipse cx="-14" cy="6" rx="4" ry="2.4" fill="#ffb3c6"/><ellipse cx="14" cy="6" rx="4" ry="2.4" fill="#ffb3c6"/></g>`,
    sky('#fff0f5', '#ffd6e0') +
      `<pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse">${heart(10, 10, 5, '#ffc2d1')}${heart(30, 30, 4, '#fff')}</pattern>`,
  ),
  'kool-kat': frame(
    '#14213d',
    `<circle cx="440" cy="140" r="60" fill="#ffd166"/>` + beach('#f6d8a8', '#00b4d8') + `<path d="M40 520h520" stroke="#fff" stroke-opacity=".3" stroke-width="30"/>`,
    `<rect x="0" y="600" width="${PW}" height="120" fill="url(#stripe)"/>` +
      `<path d="M20 40L60 0L90 40Z" fill="#14213d"/><path d="M580 40L540 0L510 40Z" fill="#14213d"/>` +
      `<path d="M36 34L60 10L76 34Z" fill="#ff8fab"/><path d="M564 34L540 10L524 34Z" fill="#ff8fab"/>`,
    sky('#90e0ef', '#caf0f8') +
      `<pattern id="stripe" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="40" height="40" fill="#14213d"/><rect width="20" height="40" fill="#1f3b73"/></pattern>`,
  ),
  bratitude: frame(
    'url(#leopard)',
    `<circle cx="150" cy="150" r="70" fill="#ff9e00" opacity=".9"/>` + beach('#f3d5b5', '#ff7aa2'),
    `<rect x="220" y="4" width="160" height="32" rx="16" fill="#1d1d1d"/><text x="300" y="27" font-family="Arial Black, Arial, sans-serif" font-size="20" font-weight="900" fill="#ffd166" text-anchor="middle">BRATITUDE</text>`,
    sky('#ffcad4', '#f9dcc4') +
      leopard('#d9a05b', '#3d2b1f', '#8a5a2b').replace('id="print"', 'id="leopard"').replace('patternUnits="userSpaceOnUse"', 'patternUnits="userSpaceOnUse" patternTransform="scale(2)"'),
  ),
  'pretty-princess': frame(
    '#fff8e7',
    `<path d="M300 60l16 40 44 4-34 28 10 42-36-22-36 22 10-42-34-28 44-4z" fill="#ffe28a" opacity=".6"/>` + beach('#fff1c1', '#b5e2fa'),
    `<path d="M250 40l10-34 20 22 20-28 20 28 20-22 10 34z" fill="#ffd166" stroke="#e0a800" stroke-width="3" stroke-linejoin="round"/>` +
      `<circle cx="300" cy="20" r="6" fill="#ff4d8d"/><circle cx="262" cy="30" r="4" fill="#7bdff2"/><circle cx="338" cy="30" r="4" fill="#7bdff2"/>` +
      Array.from({ length: 24 }, (_, k) => `<circle cx="${36 + k * 23}" cy="586" r="6" fill="#fffaf0" stroke="#e6dccb" stroke-width="1.5"/>`).join('') +
      flower(60, 650, 26, '#ffc2d1', '#ffd166') + flower(540, 650, 26, '#ffc2d1', '#ffd166'),
    sky('#fde2ff', '#fff8e7'),
  ),
  'night-out': frame(
    '#111016',
    `<circle cx="460" cy="130" r="44" fill="#fdf0c4"/><circle cx="478" cy="118" r="40" fill="url(#sky)"/>` +
      [80, 160, 250, 340, 120, 400, 520, 220].map((x, k) => ORN.sparkle(x, 80 + ((k * 53) % 200), 1 + (k % 3) * 0.4)).join('') +
      `<path d="M40 440Q170 420 300 434T560 430V560H40Z" fill="#2b2d5c"/><path d="M40 480Q200 462 330 478T560 472V560H40Z" fill="#c9b79c"/>`,
    Array.from({ length: 14 }, (_, k) => ORN.sparkle(30 + k * 42, 600 + ((k * 37) % 100), 1.4 + (k % 2))).join(''),
    sky('#1b1446', '#6a3d9a'),
  ),
};

// ---------------------------------------------------------------------------------------------------
function write(publicPath: string, content: string): number {
  const file = join(OUT, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content.replace(/\n\s*/g, '').trim() + '\n');
  return Buffer.byteLength(content);
}

function main(): void {
  let total = 0;
  for (const doll of DOLLS) {
    const key = doll.path.replace(/^.*\/dolls\/|\.svg$/g, '');
    const look = LOOKS[key];
    if (!look) throw new Error(`No look drawn for doll ${doll.name}`);
    total += write(doll.path, dollSvg(look));
  }
  const basic = (path: string) => path.replace(/^.*default-|\.svg$/g, '');
  for (const item of DEFAULT_TOPS) {
    const b = BASICS[basic(item.path)]!;
    total += write(item.path, svg(triangleTop({ trim: b.trim }), solid(b.fill)() + SHADE()));
  }
  for (const item of DEFAULT_BOTTOMS) {
    const b = BASICS[basic(item.path)]!;
    total += write(item.path, svg(briefBottoms({ trim: b.trim }, true), solid(b.fill)() + SHADE()));
  }
  const key = (path: string) => path.replace(/^\/dress-up\/|\.svg$/g, '');
  for (const item of TOPS) {
    const a = TOP_ART[key(item.path)];
    if (!a) throw new Error(`No art for ${item.path}`);
    total += write(item.path, svg(a.shape({ trim: a.trim, ornament: a.ornament }), PRINTS[a.print]!() + SHADE()));
  }
  for (const item of BOTTOMS) {
    const a = BOTTOM_ART[key(item.path)];
    if (!a) throw new Error(`No art for ${item.path}`);
    const body =
      a.shape === briefBottoms
        ? briefBottoms({ trim: a.trim, ornament: a.ornament }, a.variant === 'ties', a.variant === 'high')
        : a.shape({ trim: a.trim, ornament: a.ornament });
    total += write(item.path, svg(body, PRINTS[a.print]!() + SHADE()));
  }
  for (const item of ONE_PIECES) {
    total += write(item.path, svg(onePiece({ trim: '#fca311', ornament: ORN.angelWings(304) + ORN.sparkle(132, 270, 0.7) }), PRINTS['sailor-star']!() + SHADE()));
  }
  total += write(ACCESSORIES.pouch.path, POUCH);
  total += write(ACCESSORIES.shades.path, SHADES);
  total += write(ACCESSORIES.sandals.path, SANDALS);
  total += write(ACCESSORIES.towel.path, TOWEL);
  for (const item of POLAROIDS) {
    const name = item.path.replace(/^.*\/polaroids\/|\.svg$/g, '');
    const art = FRAMES[name];
    if (!art) throw new Error(`No frame drawn for ${name}`);
    total += write(item.path, art);
  }
  console.log(`Wrote the dress-up art: ${(total / 1024).toFixed(1)} KB`);
}

main();
