/** Product pages and cards: sample sizes and prices, the tags shown as labels, sizes and image widths. */

export const SAMPLE_SIZES = ['S', 'M', 'L', 'XL', '+'] as const;

export const SAMPLE_PRICE = 120;

export const SAMPLE_FINAL_PRICE = 90;

export const PRODUCT_TAGS = { newArrival: 'NEW ARRIVAL', bestSeller: 'BEST SELLER' } as const;

export const CM_PER_INCH = 2.54;

/** Widths offered in image `srcset`s; the storefront's image URLs accept `?width=`. */
export const IMAGE_WIDTHS = [240, 360, 480, 720, 960, 1200] as const;
