import type { HeadFC } from 'gatsby';
import { useEffect } from 'react';
import { CartContents } from '../components/cart/CartContents';
import { Seo } from '../components/layout/Seo';
import { useUi } from '../stores/ui';
import * as styles from './my-cart.module.css';

/** The full bag (/my-cart/): the drawer's content, full width, with an empty state. */
export default function MyCartPage() {
  const setBagShown = useUi((s) => s.setBagShown);
  useEffect(() => {
    // While the bag is on screen, a quantity change does not also open the drawer over it.
    setBagShown(true);
    return () => setBagShown(false);
  }, [setBagShown]);
  return (
    <section className={`container ${styles.page}`}>
      <h1>Your cart</h1>
      <CartContents layout="page" />
    </section>
  );
}

// Crawlable on purpose: its HTML holds no shopper data, and the Lighthouse SEO budget covers the cart.
export const Head: HeadFC = ({ location }) => (
  <Seo title="Your cart" description="The swimwear and beachwear in your cart, ready for checkout." pathname={location.pathname} />
);
