/** Shop, Localization and Menu views. */
import { SHOP_ID } from '../../config';
import { findMarketCountry, marketCountries } from '../../markets/markets';
import { shopPolicies } from '../../content/queries';
import type { CatalogueMenu, MenuItemData } from '../../catalogue/types';
import { currencyForCountry } from '../../pricing/currency';
import { SHOP_CURRENCY } from '../../pricing/rates';
import type { RequestContext } from '../context';
import { optionalMetafieldView } from './metafield';
import { pageView, policyView } from '../../content/views';
import { collectionView } from './product';

const ENGLISH = { __typename: 'Language', isoCode: 'EN', name: 'English', endonymName: 'English' };

function currencyView(code: string) {
  let symbol = code;
  let name = code;
  try {
    symbol = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? code;
    name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;
  } catch {
    // keep the code
  }
  return { __typename: 'Currency', isoCode: code, name, symbol };
}

function countryView(code: string) {
  const option = findMarketCountry(code);
  return {
    __typename: 'Country',
    isoCode: code,
    name: option?.countryName ?? code,
    currency: currencyView(currencyForCountry(code)),
    unitSystem: ['US', 'LR'].includes(code) ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    availableLanguages: [ENGLISH],
    defaultLanguage: ENGLISH,
    market: { __typename: 'Market', id: `gid://shopify/Market/${code}`, handle: code.toLowerCase() },
  };
}

export function localizationView(ctx: RequestContext) {
  return {
    __typename: 'Localization',
    country: countryView(findMarketCountry(ctx.country) ? ctx.country : ctx.services.shop.defaultCountry),
    availableCountries: marketCountries(ctx.services.shop.priorityCountries).map((o) => countryView(o.countryCode)),
    language: ENGLISH,
    availableLanguages: [ENGLISH],
    market: { __typename: 'Market', id: `gid://shopify/Market/${ctx.country}`, handle: ctx.country.toLowerCase() },
  };
}

export function shopView(ctx: RequestContext) {
  const { siteUrl } = ctx.services.urls;
  const { shop } = ctx.services;
  const currencies = [...new Set(marketCountries(shop.priorityCountries).map((o) => currencyForCountry(o.countryCode)))].sort();
  return {
    __typename: 'Shop',
    id: `gid://shopify/Shop/${SHOP_ID}`,
    name: shop.name,
    description: shop.description,
    moneyFormat: '${{amount}}',
    primaryDomain: { __typename: 'Domain', host: new URL(siteUrl).host, url: siteUrl, sslEnabled: siteUrl.startsWith('https') },
    shipsToCountries: marketCountries(shop.priorityCountries).map((o) => o.countryCode),
    paymentSettings: {
      __typename: 'PaymentSettings',
      currencyCode: SHOP_CURRENCY,
      countryCode: 'US',
      enabledPresentmentCurrencies: currencies,
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: `${ctx.services.urls.publicUrl}/sessions`,
      supportedDigitalWallets: [],
    },
    brand: null,
    ...shopPolicies(ctx),
    subscriptionPolicy: null,
    metafield: (args: { namespace?: string | null; key: string }) => optionalMetafieldView(shop.metafields?.shop?.(args)),
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

/**
 * What a menu item links to, as Shopify gives it: the resource itself (`resource`, `resourceId`) and
 * its URL on the shop's primary domain in Shopify's shape (`/collections/{handle}`,
 * `/pages/{handle}`, `/policies/{handle}`), which clients route from. https://shopify.dev/docs/api/storefront/latest/objects/MenuItem
 */
function linkedResource(item: MenuItemData, ctx: RequestContext): { url: string; resourceId: string | null; resource: unknown } {
  const { siteUrl } = ctx.services.urls;
  const { catalogue, content } = ctx.services;
  if (item.type === 'COLLECTION' && item.resourceId) {
    const collection = catalogue.collections.find((c) => c.id === item.resourceId);
    if (collection) return { url: `${siteUrl}/collections/${collection.handle}`, resourceId: collection.id, resource: collectionView(collection, catalogue) };
  }
  if (item.type === 'PAGE' && item.handle) {
    const page = content.pages.find((p) => p.handle === item.handle);
    if (page) return { url: `${siteUrl}/pages/${page.handle}`, resourceId: page.id, resource: pageView(page, ctx) };
  }
  if (item.type === 'SHOP_POLICY' && item.handle) {
    const policy = content.policies.find((p) => p.handle === item.handle);
    if (policy) return { url: `${siteUrl}/policies/${policy.handle}`, resourceId: policy.id, resource: policyView(policy, ctx) };
  }
  return { url: `${siteUrl}${item.path}`, resourceId: item.resourceId, resource: null };
}

function menuItemView(item: MenuItemData, path: string, ctx: RequestContext): Record<string, unknown> {
  const linked = linkedResource(item, ctx);
  return {
    __typename: 'MenuItem',
    id: `gid://shopify/MenuItem/${path}`,
    title: item.title,
    url: linked.url,
    // A link whose page or policy the shop does not have is a plain link (never a dangling PAGE).
    type: linked.resource || item.type === 'HTTP' ? item.type : 'HTTP',
    resourceId: linked.resourceId,
    resource: linked.resource,
    tags: [],
    items: item.items.map((child, i) => menuItemView(child, `${path}${i + 1}`, ctx)),
  };
}

export function menuView(menu: CatalogueMenu, ctx: RequestContext) {
  const items = menu.items.map((item, i) => menuItemView(item, `${menu.id.split('/').pop()}0${i + 1}`, ctx));
  const count = (list: MenuItemData[]): number => list.reduce((n, item) => n + 1 + count(item.items), 0);
  return { __typename: 'Menu', id: menu.id, handle: menu.handle, title: menu.title, items, itemsCount: count(menu.items) };
}
