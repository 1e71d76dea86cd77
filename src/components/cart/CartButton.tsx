import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { BagIcon } from '../layout/icons';

/** Header cart entry point. */
export function CartButton({ className }: { className?: string }) {
  return (
    <Link to={ROUTES.cart} className={className} aria-label="Cart">
      <BagIcon />
    </Link>
  );
}
