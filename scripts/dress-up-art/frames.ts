/**
 * Polaroid frames (600 × 720): a white card, a themed photo backdrop in the 520 × 520 window and
 * decorations on the border only, so the doll in the window is never covered.
 */
import { GAME_POLAROID_SIZE } from '../../src/game/config';
import { svg } from './canvas';
import { ORN } from './garments';
import { flower, heart, leopard } from './prints';

const PW = GAME_POLAROID_SIZE.width;
const PH = GAME_POLAROID_SIZE.height;
const WIN = { x: 40, y: 40, size: 520 };
/** Where the player's name is written on every frame (Polaroid.module.css places it: 58 px type at top 614). */
export const NAME_BOX = { left: 40, right: PW - 40, top: 610, bottom: 690 } as const;

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

export const FRAMES: Record<string, string> = {
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
    // The crescent is one shape: a disc painted over the moon in the sky's gradient shows as a lighter disc.
    `<path d="M453.34 86.51A44 44 0 1 0 497.58 152.88A40 40 0 0 1 453.34 86.51Z" fill="#fdf0c4"/>` +
      [80, 160, 250, 340, 120, 400, 520, 220].map((x, k) => ORN.sparkle(x, 80 + ((k * 53) % 200), 1 + (k % 3) * 0.4)).join('') +
      `<path d="M40 440Q170 420 300 434T560 430V560H40Z" fill="#2b2d5c"/><path d="M40 480Q200 462 330 478T560 472V560H40Z" fill="#c9b79c"/>`,
    // Sparkles frame the name: a row above it, a row below it and a column at each side, never on it.
    Array.from({ length: 11 }, (_, k) => ORN.sparkle(70 + k * 46, 587, 1.2 - (k % 2) * 0.4)).join('') +
      Array.from({ length: 11 }, (_, k) => ORN.sparkle(70 + k * 46, 706, 0.8 + (k % 2) * 0.2)).join('') +
      [20, 580].map((x) => [604, 650, 696].map((y, k) => ORN.sparkle(x, y, 1.4 - (k % 2) * 0.4)).join('')).join(''),
    sky('#1b1446', '#6a3d9a'),
  ),
};
