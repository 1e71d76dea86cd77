import type { GatsbySSR } from 'gatsby';
import { AppRoot } from './src/components/AppRoot';
import { Layout } from './src/components/layout/Layout';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  (props.pageContext as { bare?: boolean } | undefined)?.bare ? element : <Layout>{element}</Layout>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};
