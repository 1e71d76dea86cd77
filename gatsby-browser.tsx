import type { GatsbyBrowser } from 'gatsby';
import { AppRoot } from './src/components/AppRoot';
import { Layout } from './src/components/layout/Layout';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  (props.pageContext as { bare?: boolean } | undefined)?.bare ? element : <Layout>{element}</Layout>;
