/**
 * Garment silhouettes on a 1200 × 1500 canvas. `shapes` are path data filled with the print;
 * `trims` are strokes drawn in the outline colour (straps, ties, handles, seams).
 */
import type { Silhouette } from '../catalogue/garments';

export interface Shape {
  shapes: string[];
  trims: (outline: string) => string;
}

const none = () => '';
const stroke = (outline: string, width: number, d: string, extra = '') =>
  `<path d="${d}" stroke="${outline}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;

const bikiniTop = (dy: number, s = 1): Shape => {
  const t = (x: number, y: number) => `${(600 + (x - 600) * s).toFixed(0)} ${(dy + (y - 600) * s).toFixed(0)}`;
  return {
    shapes: [
      `M${t(380, 700)} C ${t(400, 610)} ${t(470, 520)} ${t(540, 470)} C ${t(575, 560)} ${t(590, 640)} ${t(585, 700)} Q ${t(480, 730)} ${t(380, 700)} Z`,
      `M${t(820, 700)} C ${t(800, 610)} ${t(730, 520)} ${t(660, 470)} C ${t(625, 560)} ${t(610, 640)} ${t(615, 700)} Q ${t(720, 730)} ${t(820, 700)} Z`,
    ],
    trims: (o) =>
      stroke(o, 8 * s, `M${t(380, 700)} L ${t(250, 690)} M${t(585, 700)} Q ${t(600, 690)} ${t(615, 700)} M${t(820, 700)} L ${t(950, 690)}`) +
      stroke(o, 7 * s, `M${t(540, 470)} L ${t(500, 300)} M${t(660, 470)} L ${t(700, 300)}`) +
      stroke(o, 7 * s, `M${t(250, 690)} l ${-30 * s} ${50 * s} M${t(250, 690)} l ${-45 * s} ${20 * s} M${t(950, 690)} l ${30 * s} ${50 * s} M${t(950, 690)} l ${45 * s} ${20 * s}`),
  };
};

const bikiniBottoms = (dy: number, s = 1): Shape => {
  const t = (x: number, y: number) => `${(600 + (x - 600) * s).toFixed(0)} ${(dy + (y - 700) * s).toFixed(0)}`;
  return {
    shapes: [
      `M${t(340, 600)} Q ${t(600, 650)} ${t(860, 600)} L ${t(850, 660)} C ${t(780, 700)} ${t(690, 800)} ${t(660, 880)} Q ${t(600, 900)} ${t(540, 880)} C ${t(510, 800)} ${t(420, 700)} ${t(350, 660)} Z`,
    ],
    trims: (o) =>
      stroke(o, 8 * s, `M${t(345, 630)} l ${-50 * s} ${70 * s} M${t(345, 630)} l ${-70 * s} ${40 * s} M${t(855, 630)} l ${50 * s} ${70 * s} M${t(855, 630)} l ${70 * s} ${40 * s}`),
  };
};

const SHAPES: Record<Silhouette, () => Shape> = {
  top: () => bikiniTop(760, 1.25),
  bottoms: () => bikiniBottoms(700, 1.3),
  set: () => {
    const top = bikiniTop(600, 0.95);
    const bottoms = bikiniBottoms(1010, 0.95);
    return { shapes: [...top.shapes, ...bottoms.shapes], trims: (o) => top.trims(o) + bottoms.trims(o) };
  },
  'one-piece': () => ({
    shapes: [
      'M470 300 L 500 300 C 520 420 540 470 600 500 C 660 470 680 420 700 300 L 730 300 C 760 420 800 520 800 620 C 790 760 780 860 800 980 C 720 1000 660 1060 600 1160 C 540 1060 480 1000 400 980 C 420 860 410 760 400 620 C 400 520 440 420 470 300 Z',
    ],
    trims: (o) => stroke(o, 6, 'M470 300 L 500 300 M700 300 L 730 300') + stroke(o, 4, 'M600 500 L 600 560', 'opacity="0.5"'),
  }),
  dress: () => ({
    shapes: [
      'M500 280 L 520 280 C 530 380 560 420 600 430 C 640 420 670 380 680 280 L 700 280 C 720 380 760 470 750 600 C 760 640 770 660 780 680 C 880 900 960 1120 1000 1260 Q 600 1320 200 1260 C 240 1120 320 900 420 680 C 430 660 440 640 450 600 C 440 470 480 380 500 280 Z',
    ],
    trims: (o) => stroke(o, 5, 'M450 640 Q 600 670 750 640', 'opacity="0.6"'),
  }),
  skirt: () => ({
    shapes: ['M420 420 Q 600 450 780 420 L 960 1180 Q 600 1260 240 1180 Z'],
    trims: (o) => stroke(o, 10, 'M420 430 Q 600 460 780 430') + stroke(o, 8, 'M760 440 l 60 140 M760 440 l 100 110'),
  }),
  shrug: () => ({
    shapes: [
      'M430 380 Q 600 330 770 380 L 980 560 L 920 700 L 800 620 L 800 820 Q 700 860 640 830 L 600 520 L 560 830 Q 500 860 400 820 L 400 620 L 280 700 L 220 560 Z',
    ],
    trims: (o) => stroke(o, 8, 'M600 520 L 640 830 M600 520 L 560 830') + stroke(o, 5, 'M400 620 L 400 820 M800 620 L 800 820', 'opacity="0.5"'),
  }),
  polo: () => ({
    shapes: [
      'M470 330 L 540 310 Q 600 360 660 310 L 730 330 L 960 460 L 900 640 L 810 600 L 820 1160 Q 600 1200 380 1160 L 390 600 L 300 640 L 240 460 Z',
    ],
    trims: (o) =>
      stroke(o, 8, 'M540 310 L 580 420 L 600 380 L 620 420 L 660 310') + stroke(o, 6, 'M600 380 L 600 560') +
      `<circle cx="600" cy="470" r="8" fill="${o}"/><circle cx="600" cy="530" r="8" fill="${o}"/>`,
  }),
  towel: () => ({
    shapes: ['M300 300 L 900 300 Q 920 300 920 320 L 920 1180 Q 920 1200 900 1200 L 300 1200 Q 280 1200 280 1180 L 280 320 Q 280 300 300 300 Z'],
    trims: (o) =>
      stroke(o, 4, Array.from({ length: 16 }, (_, i) => `M${310 + i * 39} 1200 l 0 60 M${310 + i * 39} 300 l 0 -60`).join(' ')) +
      stroke(o, 3, 'M280 380 L 920 380 M280 1120 L 920 1120', 'opacity="0.45"'),
  }),
  bag: () => ({
    shapes: ['M300 560 L 900 560 L 950 1240 Q 600 1290 250 1240 Z'],
    trims: (o) => stroke(o, 26, 'M440 560 C 440 300 760 300 760 560') + stroke(o, 5, 'M300 640 L 900 640', 'opacity="0.4"'),
  }),
  cap: () => ({
    shapes: ['M340 820 C 340 520 860 520 860 820 Z', 'M820 800 C 920 800 1040 840 1060 900 C 980 900 860 880 800 850 Z'],
    trims: (o) => stroke(o, 6, 'M600 560 L 600 820 M470 600 Q 520 700 520 820 M730 600 Q 680 700 680 820', 'opacity="0.5"') + `<circle cx="600" cy="560" r="16" fill="${o}"/>`,
  }),
  hat: () => ({
    shapes: ['M180 860 C 180 760 1020 760 1020 860 C 1020 960 180 960 180 860 Z', 'M430 830 C 420 560 780 560 770 830 Z'],
    trims: (o) => stroke(o, 34, 'M432 790 Q 600 820 768 790') + stroke(o, 10, 'M720 800 l 40 120 M720 800 l 90 90'),
  }),
  visor: () => ({
    shapes: ['M300 760 C 300 560 900 560 900 760 C 860 700 340 700 300 760 Z', 'M380 730 C 420 900 780 900 820 730 C 760 780 440 780 380 730 Z'],
    trims: (o) => stroke(o, 6, 'M300 760 C 340 700 860 700 900 760', 'opacity="0.6"'),
  }),
  headband: () => ({
    shapes: ['M300 900 C 300 460 900 460 900 900 L 840 900 C 840 540 360 540 360 900 Z'],
    trims: (o) => stroke(o, 5, 'M330 900 C 330 500 870 500 870 900', 'opacity="0.35"'),
  }),
  scarf: () => ({
    shapes: ['M600 300 L 1000 750 L 600 1200 L 200 750 Z'],
    trims: (o) => stroke(o, 5, 'M600 360 L 940 750 L 600 1140 L 260 750 Z', 'opacity="0.5"') +
      stroke(o, 3, Array.from({ length: 12 }, (_, i) => `M${600 + i * 33} ${1200 - i * 37} l 20 20`).join(' ')),
  }),
  pouch: () => ({
    shapes: ['M300 600 Q 300 540 360 540 L 840 540 Q 900 540 900 600 L 900 1040 Q 900 1100 840 1100 L 360 1100 Q 300 1100 300 1040 Z'],
    trims: (o) => stroke(o, 10, 'M320 600 L 880 600') + stroke(o, 8, 'M840 600 l 20 90') + `<circle cx="862" cy="700" r="14" fill="${o}"/>`,
  }),
  sticker: () => ({
    shapes: [
      'M420 520 m -120 0 a 120 120 0 1 0 240 0 a 120 120 0 1 0 -240 0',
      'M800 560 m -100 0 a 100 100 0 1 0 200 0 a 100 100 0 1 0 -200 0',
      'M330 840 L 530 840 Q 560 840 560 870 L 560 1040 Q 560 1070 530 1070 L 330 1070 Q 300 1070 300 1040 L 300 870 Q 300 840 330 840 Z',
      'M780 780 L 830 890 L 950 900 L 860 980 L 890 1100 L 780 1040 L 670 1100 L 700 980 L 610 900 L 730 890 Z',
    ],
    trims: (o) => `<rect x="230" y="360" width="740" height="800" rx="30" fill="none" stroke="${o}" stroke-width="4" stroke-dasharray="14 12" opacity="0.45"/>`,
  }),
  'gift-box': () => ({
    shapes: ['M320 640 L 880 640 L 880 1180 L 320 1180 Z', 'M280 540 L 920 540 L 920 660 L 280 660 Z'],
    trims: (o) =>
      stroke(o, 40, 'M600 540 L 600 1180') +
      stroke(o, 22, 'M600 540 C 500 400 400 460 470 540 M600 540 C 700 400 800 460 730 540'),
  }),
  'gift-card': () => ({
    shapes: ['M220 520 Q 220 480 260 480 L 940 480 Q 980 480 980 520 L 980 1000 Q 980 1040 940 1040 L 260 1040 Q 220 1040 220 1000 Z'],
    trims: (o) =>
      `<rect x="280" y="860" width="360" height="110" rx="18" fill="#ffffff" opacity="0.92"/>` +
      `<text x="460" y="935" text-anchor="middle" font-family="Georgia, serif" font-size="54" fill="${o}">GIFT CARD</text>`,
  }),
  'mens-shorts': () => ({
    shapes: ['M360 420 L 840 420 L 900 1040 L 660 1060 L 600 700 L 540 1060 L 300 1040 Z'],
    trims: (o) => stroke(o, 14, 'M360 440 L 840 440') + stroke(o, 6, 'M580 450 q -10 90 -40 120 M620 450 q 10 90 40 120'),
  }),
  charm: () => ({
    shapes: [
      'M380 760 m -90 0 a 90 90 0 1 0 180 0 a 90 90 0 1 0 -180 0',
      'M820 760 m -90 0 a 90 90 0 1 0 180 0 a 90 90 0 1 0 -180 0',
      'M600 980 C 520 880 420 900 440 1000 C 460 1080 600 1140 600 1180 C 600 1140 740 1080 760 1000 C 780 900 680 880 600 980 Z',
    ],
    trims: (o) => stroke(o, 8, 'M250 560 Q 600 760 950 560') + stroke(o, 6, 'M380 670 L 380 620 M820 670 L 820 620 M600 900 L 600 690'),
  }),
  shield: () => ({
    shapes: ['M600 320 L 900 420 C 900 800 800 1040 600 1180 C 400 1040 300 800 300 420 Z'],
    trims: () => stroke('#ffffff', 40, 'M470 760 L 570 860 L 750 640'),
  }),
};

export function silhouette(kind: Silhouette): Shape {
  return (SHAPES[kind] ?? SHAPES.towel)();
}

export { none };
