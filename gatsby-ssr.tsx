import type { GatsbySSR } from 'gatsby';
import { AppRoot } from './src/components/AppRoot';
import { Layout } from './src/components/layout/Layout';
import { isFullScreen } from './src/components/layout/fullScreen';
import { STORAGE_KEYS } from './src/config/site';
import { countryLabelFlagScript } from './src/lib/countryLabelFlag';
import { priceCurrencyFlagScript } from './src/lib/priceCurrencyFlag';
import { savedCartFlagScript } from './src/lib/savedCartFlag';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  isFullScreen(props.location.pathname) ? element : <Layout>{element}</Layout>;

// The site icon's link comes with the offline plugin, which writes the icon (plugins/gatsby-plugin-bb-offline).
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <script key="bb-saved-cart" dangerouslySetInnerHTML={{ __html: savedCartFlagScript(STORAGE_KEYS.cartId) }} />,
    <script key="bb-price-currency" dangerouslySetInnerHTML={{ __html: priceCurrencyFlagScript(STORAGE_KEYS.country) }} />,
    <script key="bb-country-label" dangerouslySetInnerHTML={{ __html: countryLabelFlagScript(STORAGE_KEYS.country) }} />,
  ]);
};

type HeadElement = { props?: { 'data-href'?: unknown } };
const isAppStylesheet = (element: unknown) => {
  const href = (element as HeadElement | null)?.props?.['data-href'];
  return typeof href === 'string' && /^\/app[.-]/.test(href);
};

/**
 * Gatsby inlines the page's stylesheets template-first; the shell's (global classes such as .button)
 * must come first so a template's module rules win ties, as they do when a link loads them later.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  const app = head.filter(isAppStylesheet);
  const rest = head.filter((element) => !isAppStylesheet(element));
  // Just before the first other inlined stylesheet, so meta tags keep their place at the top.
  const firstStylesheet = rest.findIndex((element) => typeof (element as HeadElement | null)?.props?.['data-href'] === 'string');
  if (app.length === 0 || firstStylesheet < 0) return;
  replaceHeadComponents([...rest.slice(0, firstStylesheet), ...app, ...rest.slice(firstStylesheet)]);
};
