import { Link } from 'gatsby';
import { POLICY_PATHS } from '../../config/content';
import { ROUTES, SHOP_NAME } from '../../config/site';
import { openConsentPreferences } from '../../stores/privacyEntry';
import * as styles from './Footer.module.css';

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      { label: 'New arrivals', to: '/collections/new-arrivals/' },
      { label: 'Best sellers', to: '/collections/best-sellers/' },
      { label: 'Sets', to: '/collections/sets/' },
      { label: 'Sale', to: '/collections/sale/' },
      { label: 'Lookbooks', to: ROUTES.lookbooks },
      { label: 'Glamz × BB dress-up game', to: ROUTES.game },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Shipping & orders', to: '/shipping-and-order-information/' },
      { label: 'Request a return', to: '/request-a-return/' },
      { label: 'Return a product', to: '/return-a-product/' },
      { label: 'Refund policy', to: POLICY_PATHS.refundPolicy },
      { label: 'Size guide', to: ROUTES.sizeGuide },
      { label: 'Tariffs & duties', to: '/tariffs/' },
      { label: 'Contact us', to: '/contact-us/' },
    ],
  },
  {
    title: 'Blue Bay',
    links: [
      { label: 'About us', to: '/about-us/' },
      { label: 'Our commitment', to: '/our-commitment/' },
      { label: 'Blue Pact', to: '/blue-pact/' },
      { label: 'Beach Club rewards', to: ROUTES.club },
      { label: 'Reviews', to: ROUTES.reviews },
      { label: 'Blog', to: ROUTES.blog },
      { label: 'Press', to: '/press/' },
      { label: 'Stockists', to: '/stockists/' },
      { label: 'As seen on you', to: '/as-seen-on-you/' },
    ],
  },
  {
    title: 'Offers',
    links: [
      { label: 'Newsletter', to: '/newsletter-sign-up/' },
      { label: 'Sale sign-up', to: '/sale-sign-up/' },
      { label: 'Student discount', to: '/student-discount/' },
      { label: 'Giveaway', to: '/giveaway/' },
      { label: 'Waitlist', to: '/waitlist/' },
      { label: 'Glamz × Blue Bay', to: ROUTES.collab },
    ],
  },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} {SHOP_NAME}
        </p>
        <ul className={styles.legalLinks}>
          <li>
            <Link to="/privacy-policy/">Privacy policy</Link>
          </li>
          <li>
            <Link to="/terms-and-conditions/">Terms &amp; conditions</Link>
          </li>
          <li>
            <Link to="/terms-conditions/">Promotion terms</Link>
          </li>
          <li>
            <button type="button" className={styles.linkButton} onClick={openConsentPreferences} aria-haspopup="dialog">
              Cookie preferences
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
