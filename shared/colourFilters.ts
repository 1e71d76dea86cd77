/**
 * The colour filter of the shop's listings: the `custom.colour` metafield's values, their labels and the
 * swatch image each one has (`/cdn/shop/swatches/{id}.png`). One source for the site's filter menu and
 * the local storefront's prints, collections and product filters, so the colours a shopper can pick are
 * the colours the catalogue is drawn and filtered in.
 */
export const COLOUR_FILTERS = [
  { id: 'print-01', value: 'filter_red', name: 'Red' },
  { id: 'print-02', value: 'filter_orange', name: 'Orange' },
  { id: 'print-03', value: 'filter_yellow', name: 'Yellow' },
  { id: 'print-04', value: 'filter_green', name: 'Green' },
  { id: 'print-05', value: 'filter_blue', name: 'Blue' },
  { id: 'print-06', value: 'filter_purple', name: 'Purple' },
  { id: 'print-07', value: 'filter_pink', name: 'Pink' },
  { id: 'print-08', value: 'filter_white', name: 'White' },
  { id: 'print-09', value: 'filter_black', name: 'Black' },
  { id: 'print-10', value: 'filter_beige', name: 'Beige' },
  { id: 'print-11', value: 'filter_brown', name: 'Brown' },
  { id: 'print-12', value: 'filter_multi-color', name: 'Multi Color' },
] as const;

/** A colour filter's metafield value (`filter_red` …). */
export type ColourValue = (typeof COLOUR_FILTERS)[number]['value'];
