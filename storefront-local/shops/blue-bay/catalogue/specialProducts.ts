/**
 * The four special products the cart adds by itself: free gifts, the AU and GB auto-added lines and
 * shipping protection, hidden from listings, with the variant ids of SPECIAL_VARIANT_IDS.
 */
import { PARTNER_BRAND, PROMO_GIFT_THRESHOLD_USD, SHOP_NAME, SPECIAL_VARIANT_IDS } from '../settings';
import { GARMENT_TYPES, type GarmentType } from '../../../catalogue/garments';
import { CATALOGUE_DATE, cents, DAY_MS, gid, images, mf } from '../../../catalogue/productFields';
import { PRINT_BY_HANDLE, type Print } from '../../../catalogue/prints';
import type { CatalogueProduct } from '../../../catalogue/types';

interface SpecialSpec {
  variantId: string;
  handle: string;
  title: string;
  productType: string;
  silhouette: GarmentType;
  print: string;
  priceUsd: number;
  compareAtUsd: number | null;
  optionName: string;
  optionValue: string;
  description: string;
  tags: string[];
}

const numeric = (variantGid: string): number => Number(variantGid.slice(variantGid.lastIndexOf('/') + 1));

/** Free gifts, the AU and GB auto-added lines and shipping protection, with SPECIAL_VARIANT_IDS. */
export function specialProducts(start: number): CatalogueProduct[] {
  const type = (label: string) => GARMENT_TYPES.find((t) => t.label === label) as GarmentType;
  const specs: SpecialSpec[] = [
    {
      variantId: SPECIAL_VARIANT_IDS.promoGift,
      handle: 'bikini-charm-pack-gift-box-seashell',
      title: 'Free Bikini Charm Pack',
      productType: 'Free Gift',
      silhouette: { ...type('gift box'), silhouette: 'charm' },
      print: 'seashell',
      priceUsd: 0,
      compareAtUsd: 18,
      optionName: 'Size',
      optionValue: 'One Size',
      description: `Five gold-tone charms to clip on your bikini straps. Free with ${PARTNER_BRAND} orders of ${PROMO_GIFT_THRESHOLD_USD} or more.`,
      tags: ['FREE GIFT', 'hidden'],
    },
    {
      variantId: SPECIAL_VARIANT_IDS.countryLine.AU,
      handle: 'free-gift-pouch-palm-paradise',
      title: 'Free Beach Pouch - Palm Paradise',
      productType: 'Free Gift',
      silhouette: type('pouch'),
      print: 'palm-paradise',
      priceUsd: 0,
      compareAtUsd: 29,
      optionName: 'Size',
      optionValue: 'One Size',
      description: 'A water-resistant beach pouch, free with every order shipped to Australia.',
      tags: ['FREE GIFT', 'hidden'],
    },
    {
      variantId: SPECIAL_VARIANT_IDS.countryLine.GB,
      handle: 'free-gift-sticker-pack-rainbow-stripe',
      title: 'Free Sticker Pack - Rainbow Stripe',
      productType: 'Free Gift',
      silhouette: type('sticker'),
      print: 'rainbow-stripe',
      priceUsd: 0,
      compareAtUsd: 8,
      optionName: 'Size',
      optionValue: 'One Size',
      description: 'A sheet of Blue Bay stickers, free with every order shipped to the United Kingdom.',
      tags: ['FREE GIFT', 'hidden'],
    },
    {
      variantId: SPECIAL_VARIANT_IDS.shippingProtection,
      handle: 'shipping-protection',
      title: 'Shipping Protection',
      productType: 'Shipping Protection',
      silhouette: { ...type('gift card'), silhouette: 'shield' },
      print: 'ocean-wave',
      priceUsd: 2.95,
      compareAtUsd: null,
      optionName: 'Title',
      optionValue: 'Default Title',
      description: 'Covers loss, theft and damage in transit. Refunded or reshipped, no questions asked.',
      tags: ['hidden'],
    },
  ];
  return specs.map((spec, i): CatalogueProduct => {
    const index = start + i;
    const numericId = numeric(spec.variantId);
    const print = PRINT_BY_HANDLE.get(spec.print) as Print;
    const createdAt = new Date(CATALOGUE_DATE - 400 * DAY_MS).toISOString();
    return {
      index,
      id: gid('Product', numericId),
      numericId,
      handle: spec.handle,
      title: spec.title,
      garmentName: spec.handle.split('-')[0] as string,
      type: spec.silhouette,
      category: 'gifts',
      print,
      theme: null,
      vendor: SHOP_NAME,
      productType: spec.productType,
      description: spec.description,
      descriptionHtml: `<p>${spec.description}</p>`,
      tags: spec.tags,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      variants: [
        {
          id: spec.variantId,
          numericId,
          productIndex: index,
          title: spec.optionValue,
          sku: `BB-AUTO-${i + 1}`,
          optionName: spec.optionName,
          optionValue: spec.optionValue,
          priceCents: cents(spec.priceUsd),
          compareAtCents: spec.compareAtUsd === null ? null : cents(spec.compareAtUsd),
          inventory: 99_999,
        },
      ],
      images: images(spec.handle, spec.title, index, 1),
      metafields: [
        mf('custom', 'print', 'single_line_text_field', print.name),
        mf('custom', 'colour', 'single_line_text_field', print.colour),
        mf('custom', 'final_sale', 'boolean', 'false'),
      ],
      salesScore: 0,
      partner: false,
      onSale: false,
      discountPercent: 0,
      newArrival: false,
      bestSeller: false,
      hidden: true,
      isGiftCard: false,
    };
  });
}
