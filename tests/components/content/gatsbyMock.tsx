/**
 * Gatsby's Link and navigate need its router; these tests render views outside it. `vi.mock('gatsby',
 * () => gatsbyMock())` in a test file swaps in plain links and a navigate spy.
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
