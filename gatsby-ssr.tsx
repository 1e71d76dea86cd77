import type { GatsbySSR } from 'gatsby';
import { AppRoot } from './src/components/AppRoot';
import { Layout } from './src/components/layout/Layout';
import { isFullScreen } from './src/components/layout/fullScreen';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  isFullScreen(props.location.pathname) ? element : <Layout>{element}</Layout>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
