import type { GatsbyBrowser } from 'gatsby';
import { AppRoot } from './src/components/AppRoot';
import { Layout } from './src/components/layout/Layout';
import { isFullScreen } from './src/components/layout/fullScreen';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  isFullScreen(props.location.pathname) ? element : <Layout>{element}</Layout>;
