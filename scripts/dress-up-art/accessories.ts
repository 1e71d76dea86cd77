/** Accessories: sunglasses, sandals, pouch and towel. */
import { SHADE, mirror, svg } from './canvas';
import { PRINTS } from './prints';

export const SHADES = svg(
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
export const SANDALS = svg(SANDAL('left') + SANDAL('right'));

export const POUCH = svg(
  `<path d="M216 372C214 360 226 356 228 368" stroke="#ff4d8d" stroke-width="2.4" fill="none"/>` +
    `<path d="M204 380C204 372 208 370 216 370L240 370C248 370 252 372 252 380L250 404C250 410 246 412 240 412L216 412C208 412 206 410 206 404Z" fill="url(#print)" stroke="#e05780" stroke-width="1.6"/>` +
    `<path d="M204 380C204 372 208 370 216 370L240 370C248 370 252 372 252 380L250 404C250 410 246 412 240 412L216 412C208 412 206 410 206 404Z" fill="url(#shade)"/>` +
    `<path d="M206 378H250" stroke="#d4a017" stroke-width="2" stroke-dasharray="2 1.5"/><circle cx="246" cy="378" r="2.4" fill="#d4a017"/><path d="M246 380v7" stroke="#d4a017" stroke-width="1.8"/>` +
    `<path d="M222 388h12v6h-12z" fill="#fff" opacity=".9"/><text x="228" y="393.3" font-size="5" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" fill="#e05780">BB</text>`,
  PRINTS['bubblegum-heart']!() + SHADE(),
);

export const TOWEL = svg(
  // Folded over her left forearm, hanging both sides.
  `<path d="M60 318C66 314 96 312 102 318L106 470C96 474 70 476 58 470Z" fill="url(#print)" stroke="#d96b3b" stroke-width="1.4"/>` +
    `<path d="M60 318C66 314 96 312 102 318L106 470C96 474 70 476 58 470Z" fill="url(#fold)"/>` +
    `<path d="M60 318C68 326 94 326 102 318" stroke="#d96b3b" stroke-width="1.4" fill="#fff" fill-opacity=".25"/>` +
    [62, 68, 74, 80, 86, 92, 98, 104].map((x) => `<path d="M${x} 471v8" stroke="#f9c74f" stroke-width="2" stroke-linecap="round"/>`).join(''),
  PRINTS['sunset-stripe']!().replace('<pattern id="print"', '<pattern id="print" patternTransform="rotate(90)"') +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity=".15"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`,
);
