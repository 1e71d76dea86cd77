import { Link, type HeadFC, type PageProps } from 'gatsby';
import type { HomePageContext } from '../build/pages';
import { CollectionTiles } from '../components/home/CollectionTiles';
import { FeaturedRow } from '../components/home/FeaturedRow';
import { HeroArt } from '../components/home/HeroArt';
import { FIRST_ROW_CARDS } from '../components/product/ProductGrid';
import { Seo } from '../components/layout/Seo';
import { HydrationSlice } from '../components/ui/HydrationSlice';
import { ROUTES, SHOP_NAME, SITE_URL } from '../config/site';
import * as styles from './index.module.css';

export default function HomePage({ pageContext }: PageProps<object, Partial<HomePageContext>>) {
  const [firstRow, ...otherRows] = pageContext.featured ?? [];
  return (
    <>
      <HydrationSlice>
        <section className={styles.hero} aria-labelledby="hero-title">
          <HeroArt className={styles.heroArt} />
          <div className={`container ${styles.heroText}`}>
            <div className={styles.heroCard}>
              <p className={styles.kicker}>New season · Club Voyages</p>
              <h1 id="hero-title">Swimwear made for long, golden days</h1>
              <p>Original prints, recycled fabrics and fits you will reach for every summer.</p>
              <p className={styles.heroActions}>
                <Link className="button" to="/collections/all/">
                  Shop swim
                </Link>
                <Link className="button button--secondary" to="/collections/new-arrivals/">
                  New arrivals
                </Link>
              </p>
            </div>
          </div>
        </section>
      </HydrationSlice>
      <div className={styles.sections}>
        {firstRow ? (
          <HydrationSlice>
            <FeaturedRow row={firstRow} eagerCount={FIRST_ROW_CARDS} />
          </HydrationSlice>
        ) : null}
        <HydrationSlice>
          <CollectionTiles tiles={pageContext.tiles ?? []} />
        </HydrationSlice>
        {otherRows.map((row) => (
          <HydrationSlice key={row.handle}>
            <FeaturedRow row={row} />
          </HydrationSlice>
        ))}
        <HydrationSlice>
          <section className={`container ${styles.promo}`} aria-labelledby="game-promo">
            <div>
              <h2 id="game-promo">Dress up with Glamz × BB</h2>
              <p>Pick a doll, style her in our prints, and take home a polaroid of your look.</p>
              <Link className="button button--coral" to={ROUTES.game}>
                Play the dress-up game
              </Link>
            </div>
            <div>
              <h2>Join the {SHOP_NAME} Beach Club</h2>
              <p>Earn BB bucks on every order, refer friends, and unlock rewards.</p>
              <Link className="button button--secondary" to={ROUTES.club}>
                Discover the club
              </Link>
            </div>
          </section>
        </HydrationSlice>
      </div>
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    pathname={location.pathname}
    jsonLd={{
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SHOP_NAME,
      url: `${SITE_URL}/`,
    }}
  />
);
