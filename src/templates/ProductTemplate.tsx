import { HydrationSlice } from '../components/ui/HydrationSlice';
import { Link, type HeadFC, type PageProps } from 'gatsby';
import { useMemo, useState } from 'react';
import type { ProductPageContext } from '../build/pages';
import { AddToCart } from '../components/cart/AddToCart';
import { Breadcrumbs } from '../components/layout/Breadcrumbs';
import { useClientSearch } from '../components/collection/useClientSearch';
import { Seo } from '../components/layout/Seo';
import { Gallery } from '../components/product/Gallery';
import { LivePrice, priceView } from '../components/product/LivePrice';
import { Rating } from '../components/product/Rating';
import { Recommendations } from '../components/product/Recommendations';
import { Reviews } from '../components/product/Reviews';
import { SizeGuide } from '../components/product/SizeGuide';
import { VariantPicker } from '../components/product/VariantPicker';
import { WishlistButton } from '../components/wishlist/WishlistButton';
import { PARTNER_BRAND, PARTNER_PROMO_VALUE, ROUTES, SHOP_NAME, SITE_URL, collectionPath, productPath } from '../config/site';
import type { VariantView } from '../lib/product';
import { searchWithVariant, variantFromSearch } from '../lib/productVariants';
import { lowStockCount, waitlistPath } from '../lib/stock';
import { productJsonLd } from '../lib/productStructuredData';
import { breadcrumbJsonLd, type Crumb } from '../lib/structuredData';
import { describePage } from '../stores/analyticsPages';
import { useProductPrice } from '../stores/countryPrices';
import * as styles from './ProductTemplate.module.css';

const crumbsFor = ({ product, category }: ProductPageContext): Crumb[] => [
  { name: 'Home', path: '/' },
  ...(category ? [{ name: category.title, path: collectionPath(category.handle) }] : []),
  { name: product.title, path: productPath(product.handle) },
];

/** Product page (/products/{slug}/). The selected variant lives in `?variant=`. */
export default function ProductTemplate({ pageContext, location }: PageProps<object, ProductPageContext>) {
  const { product } = pageContext;
  const search = useClientSearch(location.search);
  const live = useProductPrice(product.id);
  // Availability in the selected country wins over the build-time flag once it is known.
  const variants = useMemo(
    () => product.variants.map((v) => ({ ...v, availableForSale: live?.variants[v.id]?.availableForSale ?? v.availableForSale })),
    [product.variants, live],
  );
  // A size chosen here is page state: changing it loads nothing, so it works offline too.
  const [picked, setPicked] = useState<string | null>(null);
  // Without ?variant= the first size in stock *now* is preselected, not the build's.
  const selected = useMemo(
    () => variants.find((v) => v.id === picked) ?? variantFromSearch(variants, search),
    [variants, search, picked],
  );
  const chosen = variants.find((v) => v.id === selected?.id) ?? null;
  // Its page view names the product, and its product view (once, not per size) goes with it.
  describePage(location.pathname, { resourceId: product.id, view: { kind: 'product', product, variant: selected ?? null } });
  // The cart sees the price in the shopper's currency once it is known (the promo total counts it).
  const livePrice = chosen ? live?.variants[chosen.id] : undefined;
  const current = chosen && livePrice ? { ...chosen, price: livePrice.price, compareAtPrice: livePrice.compareAtPrice } : chosen;
  // The address follows for sharing and reloads, replaced in place: a navigation would fetch the page's
  // data, and offline that fails into a reload at the first size.
  const select = (variant: VariantView) => {
    setPicked(variant.id);
    window.history.replaceState(window.history.state, '', searchWithVariant(window.location.search, variant.id));
  };

  const soldOut = !variants.some((v) => v.availableForSale);
  const lowStock = lowStockCount(current);
  const staticPrice = current ? priceView(current.price, current.compareAtPrice) : product.card;
  const badges = [...product.card.tags, ...(soldOut ? ['SOLD OUT'] : [])];

  return (
    <HydrationSlice>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs crumbs={crumbsFor(pageContext)} />
        <div className={styles.layout}>
          <div className={styles.gallery}>
            <HydrationSlice>
              <Gallery images={product.images} title={product.title} />
            </HydrationSlice>
          </div>
          <HydrationSlice>
            <div className={styles.info}>
              {badges.length > 0 ? (
                <ul className={styles.badges} aria-label="Labels">
                  {badges.map((badge) => (
                    <li key={badge}>{badge}</li>
                  ))}
                </ul>
              ) : null}
              <h1 className={styles.title}>{product.card.name}</h1>
              {product.card.sub ? <p className={styles.sub}>{product.card.sub}</p> : null}
              <Rating ratings={product.ratings} href="#reviews" />
              <div className={styles.price}>
                <LivePrice productId={product.id} variantId={current?.id ?? null} fallback={staticPrice} size="large" />
              </div>
              {product.card.finalSale ? (
                <p className={styles.finalSale}>
                  <strong>Final sale.</strong> This piece cannot be returned or exchanged.
                </p>
              ) : null}
              <VariantPicker options={product.options} variants={variants} selected={current} onSelect={select} />
              <SizeGuide chart={product.sizeChart} productTitle={product.title} />
              {soldOut ? (
                <p className={styles.stock} role="status">
                  <strong>Sold out</strong> in every size.{' '}
                  <Link to={waitlistPath(product.handle)}>Notify me when it’s back</Link>
                </p>
              ) : current && !current.availableForSale ? (
                <p className={styles.stock} role="status">
                  {current.title} is sold out. Choose another size or save it to your wishlist.
                </p>
              ) : lowStock !== null ? (
                <p className={styles.lowStock} role="status">
                  Only {lowStock} left in {current?.title}
                </p>
              ) : null}
              <HydrationSlice>
                <div className={styles.actions}>
                  <div className={styles.buy}>
                    <AddToCart product={{ id: product.id, handle: product.handle, title: product.title }} variant={current} promo={product.promo} />
                  </div>
                  <WishlistButton
                    className={styles.wishlist}
                    item={{
                      handle: product.handle,
                      title: product.title,
                      image: product.images[0]?.url ?? null,
                      // The size on screen is the one saved (its price and availability as seen now).
                      variants: [current ?? { id: product.variants[0]?.id ?? product.id }],
                      selectedVariantId: current?.id,
                    }}
                  />
                </div>
              </HydrationSlice>
              {product.promo === PARTNER_PROMO_VALUE ? (
                <p className={styles.promo}>
                  Part of the <Link to={ROUTES.collab}>{PARTNER_BRAND} × {SHOP_NAME}</Link> collaboration: collaboration pieces count
                  towards the free gift.
                </p>
              ) : null}
              <HydrationSlice>
                <div className={styles.description}>
                  <h2 className="visually-hidden">Description</h2>
                  <div dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
                  <dl className={styles.details}>
                    {product.card.sub ? (
                      <>
                        <dt>Print</dt>
                        <dd>{product.card.sub}</dd>
                      </>
                    ) : null}
                    <dt>Type</dt>
                    <dd>{product.productType}</dd>
                    {current?.sku ? (
                      <>
                        <dt>SKU</dt>
                        <dd>{current.sku}</dd>
                      </>
                    ) : null}
                  </dl>
                  <p className={styles.links}>
                    <Link to="/shipping-and-order-information/">Shipping and returns</Link>
                    <Link to={ROUTES.sizeGuide}>Full size guide</Link>
                  </p>
                </div>
              </HydrationSlice>
            </div>
          </HydrationSlice>
        </div>
        <HydrationSlice>
          <Reviews id="reviews" ratings={product.ratings} />
        </HydrationSlice>
        <HydrationSlice>
          <Recommendations handle={product.handle} />
        </HydrationSlice>
      </div>
    </HydrationSlice>
  );
}

export const Head: HeadFC<object, ProductPageContext> = ({ pageContext, location }) => {
  const { product } = pageContext;
  const description =
    product.seo.description || product.description || `${product.title} by ${SHOP_NAME}, shipped worldwide.`;
  return (
    <Seo
      title={product.seo.title || product.title}
      description={description}
      pathname={location.pathname}
      image={product.images[0]?.url}
      type="product"
      jsonLd={[
        productJsonLd(SITE_URL, {
          title: product.title,
          description,
          path: productPath(product.handle),
          images: product.images.map((i) => i.url),
          brand: product.vendor,
          variants: product.variants,
          ratings: product.ratings,
        }),
        breadcrumbJsonLd(SITE_URL, crumbsFor(pageContext)),
      ]}
    />
  );
};
