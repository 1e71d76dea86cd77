/** Prints: one <pattern id="print"> per garment, palettes after the shop's prints of the same name. */
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
export const heart = (cx: number, cy: number, s: number, fill: string) =>
  `<path d="M${cx} ${cy + s * 0.9}C${cx - s * 1.3} ${cy} ${cx - s * 0.9} ${cy - s * 0.9} ${cx} ${cy - s * 0.3}C${cx + s * 0.9} ${cy - s * 0.9} ${cx + s * 1.3} ${cy} ${cx} ${cy + s * 0.9}Z" fill="${fill}"/>`;
export const flower = (cx: number, cy: number, r: number, petal: string, centre: string) => {
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    out += `<ellipse cx="${cx}" cy="${cy - r * 0.55}" rx="${r * 0.38}" ry="${r * 0.55}" fill="${petal}" transform="rotate(${i * 72} ${cx} ${cy})"/>`;
  }
  return out + `<circle cx="${cx}" cy="${cy}" r="${r * 0.28}" fill="${centre}"/>`;
};
const pattern = (w: number, h: number, body: string, extra = '') =>
  `<pattern id="print" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`;

export const PRINTS: Record<string, PrintFn> = {
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

export function leopard(bg: string, spot: string, mid: string): string {
  const rosette = (x: number, y: number, s: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M-5-1c1-4 6-5 8-2 3 1 3 5 0 7-2 3-7 2-8-1-1-1-1-3 0-4z" fill="${mid}"/>` +
    `<path d="M-6-2c1-4 7-6 9-3M4 1c1 2 0 5-3 6M-5 4c-2-1-2-3-1-5" stroke="${spot}" stroke-width="2.2" fill="none" stroke-linecap="round"/></g>`;
  return pattern(34, 34, `<rect width="34" height="34" fill="${bg}"/>${rosette(9, 9, 1, 10)}${rosette(26, 24, 0.9, -30)}${rosette(25, 6, 0.6, 60)}${rosette(8, 27, 0.7, 120)}`);
}

export const solid = (fill: string) => () => pattern(10, 10, `<rect width="10" height="10" fill="${fill}"/>`);
export const BASICS: Record<string, { fill: string; trim: string }> = {
  coral: { fill: '#ff7f6e', trim: '#e0644f' },
  lilac: { fill: '#c9a7f5', trim: '#9d7ad8' },
  mint: { fill: '#8fe3c4', trim: '#4fb892' },
  sunshine: { fill: '#ffd75e', trim: '#f4a62a' },
};
