// The colour filter (swatch image id, value and label) is the site's own (shared/colourFilters.ts): the
// prints below are drawn in its colours, so every shop drawn with them filters by these.
import type { ColourValue } from '../../shared/colourFilters';

export { COLOUR_FILTERS, type ColourValue } from '../../shared/colourFilters';

/**
 * The prints of the catalogue. Each print has a colour-filter value, a
 * pattern drawn by the artwork module and a palette: background first, then the motif colours.
 */
export type PatternKind =
  | 'stripes'
  | 'dots'
  | 'floral'
  | 'palms'
  | 'waves'
  | 'gingham'
  | 'leopard'
  | 'hearts'
  | 'stars'
  | 'chevron'
  | 'tiedye'
  | 'shells';

/** How shoppers name each pattern ("leopard print", "polka dot print"); search reads these words. */
export const PATTERN_NAMES: Readonly<Record<PatternKind, string>> = {
  stripes: 'stripe',
  dots: 'polka dot',
  floral: 'floral',
  palms: 'palm tropical',
  waves: 'wave',
  gingham: 'gingham check',
  leopard: 'leopard',
  hearts: 'heart',
  stars: 'star',
  chevron: 'chevron',
  tiedye: 'tie dye',
  shells: 'shell',
};

export interface Print {
  handle: string;
  name: string;
  colour: ColourValue;
  pattern: PatternKind;
  /** [background, motif, accent, highlight] */
  palette: readonly [string, string, string, string];
}

const p = (
  handle: string,
  colour: ColourValue,
  pattern: PatternKind,
  palette: readonly [string, string, string, string],
): Print => ({
  handle,
  name: handle
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' '),
  colour,
  pattern,
  palette,
});

export const PRINTS: readonly Print[] = [
  p('cherry-bomb', 'filter_red', 'hearts', ['#fde8e6', '#d7263d', '#8c1c2b', '#ffffff']),
  p('ruby-stripe', 'filter_red', 'stripes', ['#fff4ef', '#c81d25', '#f28482', '#ffffff']),
  p('poppy-field', 'filter_red', 'floral', ['#fbe3d6', '#e63946', '#2a9d8f', '#ffd166']),
  p('coral-reef', 'filter_orange', 'waves', ['#ffe5d4', '#ff7f50', '#ffb38a', '#2ec4b6']),
  p('tangerine-dream', 'filter_orange', 'dots', ['#fff1e0', '#f77f00', '#fcbf49', '#ffffff']),
  p('sunset-stripe', 'filter_orange', 'stripes', ['#ffe8d6', '#f3722c', '#f9c74f', '#f94144']),
  p('lemon-drop', 'filter_yellow', 'dots', ['#fffbe0', '#ffd60a', '#f4a261', '#ffffff']),
  p('golden-hour', 'filter_yellow', 'tiedye', ['#fff3c4', '#ffc300', '#ff8500', '#fff9e6']),
  p('sunflower', 'filter_yellow', 'floral', ['#fff6d5', '#ffb703', '#6b4226', '#8ac926']),
  p('palm-paradise', 'filter_green', 'palms', ['#e9f7ef', '#2d6a4f', '#52b788', '#b7e4c7']),
  p('mint-gingham', 'filter_green', 'gingham', ['#f1fbf6', '#74c69d', '#b7e4c7', '#ffffff']),
  p('jungle-leaf', 'filter_green', 'palms', ['#d8f3dc', '#1b4332', '#40916c', '#f4a261']),
  p('ocean-wave', 'filter_blue', 'waves', ['#e3f2fd', '#1565c0', '#64b5f6', '#ffffff']),
  p('riviera-stripe', 'filter_blue', 'stripes', ['#f5f9ff', '#1d3557', '#a8dadc', '#ffffff']),
  p('blue-lagoon', 'filter_blue', 'tiedye', ['#dff6ff', '#0096c7', '#48cae4', '#caf0f8']),
  p('sailor-star', 'filter_blue', 'stars', ['#e8eefc', '#14213d', '#fca311', '#ffffff']),
  p('lavender-haze', 'filter_purple', 'tiedye', ['#f3e8ff', '#9d4edd', '#c77dff', '#e0aaff']),
  p('violet-bloom', 'filter_purple', 'floral', ['#f5ebff', '#7b2cbf', '#e0aaff', '#ffd6ff']),
  p('cosmic-star', 'filter_purple', 'stars', ['#2a1a4a', '#e0aaff', '#ffd166', '#ffffff']),
  p('pink-gingham', 'filter_pink', 'gingham', ['#fff0f5', '#ff8fab', '#ffc2d1', '#ffffff']),
  p('bubblegum-heart', 'filter_pink', 'hearts', ['#ffe5ec', '#ff4d8d', '#ffb3c6', '#ffffff']),
  p('rose-garden', 'filter_pink', 'floral', ['#fff0f3', '#ff758f', '#c9184a', '#95d5b2']),
  p('strawberry-milk', 'filter_pink', 'dots', ['#ffd6e0', '#ffffff', '#ff8fab', '#ffe5ec']),
  p('seashell', 'filter_white', 'shells', ['#fffdf8', '#e9c46a', '#f4a261', '#e76f51']),
  p('white-eyelet', 'filter_white', 'dots', ['#ffffff', '#e9ecef', '#ced4da', '#f8f9fa']),
  p('cloud-nine', 'filter_white', 'waves', ['#fbfdff', '#cfe8ff', '#e7f1ff', '#ffffff']),
  p('midnight-leopard', 'filter_black', 'leopard', ['#1b1b1e', '#595260', '#9e8f7f', '#2e2a33']),
  p('noir-polka', 'filter_black', 'dots', ['#111111', '#f8f9fa', '#6c757d', '#ffffff']),
  p('black-chevron', 'filter_black', 'chevron', ['#161616', '#f5f3f4', '#b1a7a6', '#ffffff']),
  p('caramel-eyelet', 'filter_beige', 'dots', ['#f3e5d0', '#c8a27a', '#a47148', '#fff8ee']),
  p('sandy-shell', 'filter_beige', 'shells', ['#f5ebe0', '#d5bdaf', '#b08968', '#ffffff']),
  p('safari-leopard', 'filter_beige', 'leopard', ['#ecd9b8', '#8d5b2c', '#3d2b1f', '#c9a66b']),
  p('chocolate-check', 'filter_brown', 'gingham', ['#efe0d0', '#7f5539', '#b08968', '#ffffff']),
  p('mocha-leopard', 'filter_brown', 'leopard', ['#b08968', '#3d2b1f', '#7f5539', '#e6ccb2']),
  p('cocoa-stripe', 'filter_brown', 'stripes', ['#f3e9dc', '#6f4518', '#bc8a5f', '#ffffff']),
  p('rainbow-stripe', 'filter_multi-color', 'stripes', ['#ffffff', '#ff595e', '#ffca3a', '#1982c4']),
  p('tropical-punch', 'filter_multi-color', 'floral', ['#fff3e6', '#ff006e', '#ffbe0b', '#3a86ff']),
  p('retro-chevron', 'filter_multi-color', 'chevron', ['#fef6e4', '#f582ae', '#8bd3dd', '#f3d2c1']),
  p('confetti', 'filter_multi-color', 'dots', ['#fffdf7', '#ff595e', '#8ac926', '#6a4c93']),
  p('summer-daze', 'filter_multi-color', 'tiedye', ['#fff0f6', '#ff99c8', '#fcf6bd', '#a9def9']),
];

export const PRINT_BY_HANDLE: ReadonlyMap<string, Print> = new Map(PRINTS.map((print) => [print.handle, print]));

/** The print whose palette stands for a colour filter in its swatch (print-01 … print-12). */
export function swatchPrintFor(colour: ColourValue): Print {
  return PRINTS.find((print) => print.colour === colour) as Print;
}
