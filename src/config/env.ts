/**
 * The environment, read and validated once. Defaults serve the local storefront, so a newcomer needs
 * no configuration; pointing GATSBY_SHOPIFY_STORE_DOMAIN at a real shop is the only change needed.
 *
 * Each variable is named literally (process.env.GATSBY_…) because Gatsby inlines only literal
 * references into the browser bundle.
 */
import * as v from 'valibot';
import { storefrontApiPath } from '../lib/apiPath';
import { AUTO_LINE_DEFAULTS } from './cart';
import { STOREFRONT_API_VERSION } from './site';

/** Built on first use: browsers, which get the build's parsed values, never construct it. */
function envSchema() {
  const storeDomain = v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => /^(https?:\/\/)?[a-z0-9.-]+(:\d+)?\/?$/i.test(value),
      'must be a host name such as my-shop.myshopify.com or http://localhost:8787',
    ),
  );
  const nonEmpty = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
  const variantId = v.pipe(v.string(), v.regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'must be a ProductVariant gid'));
  const hostWithPort = v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host, optionally with :port'));
  const url = v.pipe(v.string(), v.url('must be an absolute URL such as https://shop.example'));

  return v.object({
    GATSBY_SHOPIFY_STORE_DOMAIN: v.optional(storeDomain, 'http://localhost:8787'),
    GATSBY_SHOPIFY_STOREFRONT_TOKEN: v.optional(nonEmpty, 'local-storefront-token'),
    GATSBY_STOREFRONT_API_VERSION: v.optional(
      v.pipe(v.string(), v.regex(/^\d{4}-(01|04|07|10)$/, 'must look like 2025-07')),
      STOREFRONT_API_VERSION,
    ),
    GATSBY_CHECKOUT_HOST: v.optional(hostWithPort),
    GATSBY_SHOP_SERVICE_URL: v.optional(url),
    GATSBY_REGIONAL_STORE_URL_PH: v.optional(url, 'https://ph.bluebayswim.example/'),
    GATSBY_PROMO_GIFT_VARIANT_ID: v.optional(variantId, AUTO_LINE_DEFAULTS.promoGiftVariantId),
    GATSBY_AU_VARIANT_ID: v.optional(variantId, AUTO_LINE_DEFAULTS.countryVariantIds.AU),
    GATSBY_GB_VARIANT_ID: v.optional(variantId, AUTO_LINE_DEFAULTS.countryVariantIds.GB),
    GATSBY_SHIPPING_PROTECTION_VARIANT_ID: v.optional(variantId, AUTO_LINE_DEFAULTS.shippingProtectionVariantId),
    GATSBY_CUSTOMER_ACCOUNTS: v.optional(v.picklist(['legacy', 'new'], 'must be legacy or new'), 'legacy'),
    GATSBY_CUSTOMER_ACCOUNT_CLIENT_ID: v.optional(nonEmpty, 'local-customer-account-client'),
    GATSBY_STOREFRONT_SAME_ORIGIN: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'true'),
    GATSBY_CUSTOMER_PRIVACY_API_URL: v.optional(url),
  });
}

const MONORAIL_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
/** The local storefront's Customer Privacy API script (v0.1, the version loadFeatures names). */
const LOCAL_CUSTOMER_PRIVACY_API_PATH = '/shopifycloud/consent-tracking-api/v0.1/consent-tracking-api.js';
/** Shopify's, as Hydrogen's useCustomerPrivacy loads it since the cookie changes (v0.2 speaks the headless proxy). */
const SHOPIFY_CUSTOMER_PRIVACY_API_URL = 'https://cdn.shopify.com/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';
const LOCAL_STORE = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Where checkout opens when GATSBY_CHECKOUT_HOST is unset, derived from the store so that one setting
 * moves everything: the local storefront answers its checkout on `checkout.localhost` at its own port;
 * a real store's cart already names its checkout host, which is kept.
 */
function defaultCheckoutHost(storeOrigin: string): string {
  const url = new URL(storeOrigin);
  return LOCAL_STORE.test(storeOrigin) ? `checkout.localhost${url.port ? `:${url.port}` : ''}` : url.host;
}

export type RawEnv = Partial<Record<keyof v.InferOutput<ReturnType<typeof envSchema>>, string | undefined>>;

export interface SiteEnv {
  storeDomain: string;
  storefrontToken: string;
  apiVersion: string;
  /** Full GraphQL endpoint of the Storefront API (the build's sourcing and the servers call it). */
  storefrontEndpoint: string;
  /**
   * Whether the site's own origin answers the Storefront API and monorail (its server or CDN edge
   * forwards them to the store; docs/DEPLOYMENT.md), so Shopify's tracking cookies are first-party.
   */
  storefrontSameOrigin: boolean;
  /** The endpoint browsers call: `/api/{version}/graphql.json` on the same origin, else `storefrontEndpoint`. */
  browserStorefrontEndpoint: string;
  /** Where Shopify analytics (monorail) batches are posted. */
  monorailEndpoint: string;
  /** Shopify's Customer Privacy API script (`window.Shopify.customerPrivacy`). */
  customerPrivacyApiUrl: string;
  checkoutHost: string;
  shopServiceUrl: string;
  regionalStoreUrlPH: string;
  /**
   * Which customer accounts the shop uses: `legacy` (Storefront API customer mutations, passwords) or
   * `new` (the Customer Account API: hosted login by e-mailed code, OAuth public client).
   */
  customerAccounts: 'legacy' | 'new';
  /** The Headless channel's public client id for the Customer Account API (`new` only). */
  customerAccountClientId: string;
  autoLines: {
    promoGiftVariantId: string;
    countryVariantIds: Record<string, string>;
    shippingProtectionVariantId: string;
  };
  /**
   * The shop's gid when the build read it from the Storefront API (browser bundles only): analytics
   * then name the shop without a request of their own.
   */
  shopId?: string;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses raw variables; throws an EnvError naming every bad variable and why. */
export function parseEnv(raw: RawEnv): SiteEnv {
  // An empty variable counts as unset (CI and .env files often export KEY=), so its default applies.
  const set = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema(), set);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}. See .env.example.`);
  }
  const env = result.output;
  const storeDomain = env.GATSBY_SHOPIFY_STORE_DOMAIN.replace(/\/$/, '');
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain : `https://${storeDomain}`;
  const sameOrigin = env.GATSBY_STOREFRONT_SAME_ORIGIN === 'true';
  const apiPath = storefrontApiPath(env.GATSBY_STOREFRONT_API_VERSION);
  return {
    storeDomain,
    storefrontToken: env.GATSBY_SHOPIFY_STOREFRONT_TOKEN,
    apiVersion: env.GATSBY_STOREFRONT_API_VERSION,
    storefrontEndpoint: `${origin}${apiPath}`,
    storefrontSameOrigin: sameOrigin,
    browserStorefrontEndpoint: sameOrigin ? apiPath : `${origin}${apiPath}`,
    monorailEndpoint: `${sameOrigin ? '' : origin}${MONORAIL_PATH}`,
    customerPrivacyApiUrl:
      env.GATSBY_CUSTOMER_PRIVACY_API_URL ?? (LOCAL_STORE.test(origin) ? `${origin}${LOCAL_CUSTOMER_PRIVACY_API_PATH}` : SHOPIFY_CUSTOMER_PRIVACY_API_URL),
    checkoutHost: env.GATSBY_CHECKOUT_HOST ?? defaultCheckoutHost(origin),
    shopServiceUrl: (env.GATSBY_SHOP_SERVICE_URL ?? '').replace(/\/$/, ''),
    regionalStoreUrlPH: env.GATSBY_REGIONAL_STORE_URL_PH,
    customerAccounts: env.GATSBY_CUSTOMER_ACCOUNTS,
    customerAccountClientId: env.GATSBY_CUSTOMER_ACCOUNT_CLIENT_ID,
    autoLines: {
      promoGiftVariantId: env.GATSBY_PROMO_GIFT_VARIANT_ID,
      countryVariantIds: { AU: env.GATSBY_AU_VARIANT_ID, GB: env.GATSBY_GB_VARIANT_ID },
      shippingProtectionVariantId: env.GATSBY_SHIPPING_PROTECTION_VARIANT_ID,
    },
  };
}

/**
 * The build validates the environment once (gatsby-node.ts) and hands browser bundles the result as
 * __BB_SITE_ENV__, so browsers skip the schema; Node (build, server, tests) parses here.
 */
declare const __BB_SITE_ENV__: SiteEnv | undefined;

export const env: SiteEnv =
  typeof __BB_SITE_ENV__ !== 'undefined'
    ? __BB_SITE_ENV__
    : parseEnv({
        GATSBY_SHOPIFY_STORE_DOMAIN: process.env.GATSBY_SHOPIFY_STORE_DOMAIN,
        GATSBY_SHOPIFY_STOREFRONT_TOKEN: process.env.GATSBY_SHOPIFY_STOREFRONT_TOKEN,
        GATSBY_STOREFRONT_API_VERSION: process.env.GATSBY_STOREFRONT_API_VERSION,
        GATSBY_CHECKOUT_HOST: process.env.GATSBY_CHECKOUT_HOST,
        GATSBY_SHOP_SERVICE_URL: process.env.GATSBY_SHOP_SERVICE_URL,
        GATSBY_REGIONAL_STORE_URL_PH: process.env.GATSBY_REGIONAL_STORE_URL_PH,
        GATSBY_PROMO_GIFT_VARIANT_ID: process.env.GATSBY_PROMO_GIFT_VARIANT_ID,
        GATSBY_AU_VARIANT_ID: process.env.GATSBY_AU_VARIANT_ID,
        GATSBY_GB_VARIANT_ID: process.env.GATSBY_GB_VARIANT_ID,
        GATSBY_SHIPPING_PROTECTION_VARIANT_ID: process.env.GATSBY_SHIPPING_PROTECTION_VARIANT_ID,
        GATSBY_CUSTOMER_ACCOUNTS: process.env.GATSBY_CUSTOMER_ACCOUNTS,
        GATSBY_CUSTOMER_ACCOUNT_CLIENT_ID: process.env.GATSBY_CUSTOMER_ACCOUNT_CLIENT_ID,
        GATSBY_STOREFRONT_SAME_ORIGIN: process.env.GATSBY_STOREFRONT_SAME_ORIGIN,
        GATSBY_CUSTOMER_PRIVACY_API_URL: process.env.GATSBY_CUSTOMER_PRIVACY_API_URL,
      });
