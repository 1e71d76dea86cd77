/**
 * Gatsby's Link and navigate need its router; the account views are rendered outside it here.
 * `vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock())` swaps in plain links.
 */
import type { AnchorHTMLAttributes } from 'react';
import { vi } from 'vitest';

export const navigateSpy = vi.fn();

export const gatsbyMock = () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  navigate: (...args: unknown[]) => navigateSpy(...args),
  graphql: () => '',
});
