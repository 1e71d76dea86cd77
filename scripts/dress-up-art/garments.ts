/** Garment shapes (left halves mirrored where the garment is symmetric), theme ornaments, and which shape, trim and print each top and bottom gets. */
import { mirror } from './canvas';

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
export function triangleTop({ trim, ornament = '' }: Trim): string {
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
export function briefBottoms({ trim, ornament = '' }: Trim, ties = false, high = false): string {
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
export function onePiece({ trim, ornament = '' }: Trim): string {
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
export const ORN = {
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

export const TOP_ART: Record<string, GarmentArt> = {
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

export const BOTTOM_ART: Record<string, GarmentArt & { variant?: 'ties' | 'high' }> = {
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
