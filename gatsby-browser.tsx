import type { GatsbyBrowser } from 'gatsby';
import { AppRoot } from './src/components/AppRoot';
import { Layout } from './src/components/layout/Layout';
import { isFullScreen } from './src/components/layout/fullScreen';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  isFullScreen(props.location.pathname) ? element : <Layout>{element}</Layout>;

/**
 * Filter and sort changes on a listing navigate with `state.keepScroll` so the shopper stays where the
 * filters are; every other navigation (including back to that page) restores or resets as usual.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const keepScroll = (routerProps.location.state as { keepScroll?: boolean } | null)?.keepScroll === true;
  return !(keepScroll && prevRouterProps?.location.pathname === routerProps.location.pathname);
};
