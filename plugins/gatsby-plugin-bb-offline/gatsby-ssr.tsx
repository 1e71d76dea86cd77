/** Server side of the offline plugin: the site icon's link, on every page (see src/icon.ts). */
import type { GatsbySSR } from 'gatsby';
import { ICON_PATH } from './src/icon';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<link key="bb-icon" rel="icon" href={ICON_PATH} type="image/svg+xml" />]);
};
