/*
 * The local storefront's Customer Privacy API (window.Shopify.customerPrivacy), after
 * https://shopify.dev/docs/api/customer-privacy: what the visitor chose, what may be processed, whether
 * a banner must ask first, and setTrackingConsent to record a choice. As Shopify's script does for a
 * headless storefront, the choice goes to the Storefront API's `consentManagement` query of the unstable
 * version (through the storefront's own domain, so the `_tracking_consent` cookie is first-party), and a
 * `visitorConsentCollected` event on `document` tells the page.
 *
 * The region: a real shop geolocates the visitor; this one reads the country the shopper chose on the
 * site (the first-party `localization` cookie) and asks first in the EU/EEA, the UK and Switzerland.
 * A plain script (no modules, no build step), as a page loads Shopify's.
 */
/* global window, document, fetch, setTimeout, CustomEvent */
(function () {
  'use strict';
  var w = window;
  var d = document;
  w.Shopify = w.Shopify || {};
  if (w.Shopify.customerPrivacy && w.Shopify.customerPrivacy.__local) return;

  var BANNER_COUNTRIES = [
    'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
    'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH',
  ];
  var CONSENT_COOKIE = '_tracking_consent';
  var API_PATH = '/api/unstable/graphql.json';
  var SFAPI_ENTRY = /\/api\/(unstable|\d{4}-\d{2})\/graphql\.json(\?|$)/;
  var SET_CONSENT =
    'query setTrackingConsent($consent: VisitorConsent!) { consentManagement { cookies(visitorConsent: $consent) ' +
    '{ trackingConsentCookie cookieDomain shopifyUnique shopifyVisit } } }';
  var KEYS = { analytics: 'a', marketing: 'm', preferences: 'p', sale_of_data: 's' };
  var tokens = { uniqueToken: '', visitToken: '' };

  function readCookie(name) {
    var parts = (d.cookie || '').split(';');
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (at > 0 && parts[i].slice(0, at).trim() === name) return parts[i].slice(at + 1).trim();
    }
    return '';
  }

  /** The `_tracking_consent` cookie's choices ('1', '0' or '' each), or null when missing or damaged. */
  function storedConsent() {
    var raw = readCookie(CONSENT_COOKIE);
    if (!raw) return null;
    try {
      var json = JSON.parse(decodeURIComponent(raw));
      var cmp = json && json.con && json.con.CMP;
      return cmp && typeof cmp === 'object' ? cmp : null;
    } catch {
      return null;
    }
  }

  function getRegion() {
    var country = readCookie('localization').toUpperCase();
    return /^[A-Z]{2}$/.test(country) ? country : '';
  }

  var consentRequired = function () {
    return BANNER_COUNTRIES.indexOf(getRegion()) !== -1;
  };

  function choice(key) {
    var cmp = storedConsent();
    var value = cmp ? cmp[KEYS[key]] : '';
    return value === '1' ? true : value === '0' ? false : null;
  }

  /** Allowed when chosen; without a choice, allowed only where no banner has to ask first. */
  function allowed(key) {
    var chosen = choice(key);
    return chosen === null ? !consentRequired() : chosen;
  }

  function yesNo(key) {
    var chosen = choice(key);
    return chosen === true ? 'yes' : chosen === false ? 'no' : '';
  }

  function currentVisitorConsent() {
    return { marketing: yesNo('marketing'), analytics: yesNo('analytics'), preferences: yesNo('preferences'), sale_of_data: yesNo('sale_of_data') };
  }

  function shouldShowBanner() {
    return consentRequired() && (choice('analytics') === null || choice('marketing') === null || choice('preferences') === null);
  }

  function saleOfDataAllowed() {
    // Sale of data is opt-out: allowed until declined.
    return choice('sale_of_data') !== false;
  }

  function collected() {
    return {
      analyticsAllowed: allowed('analytics'),
      marketingAllowed: allowed('marketing'),
      firstPartyMarketingAllowed: allowed('marketing'),
      thirdPartyMarketingAllowed: allowed('marketing'),
      preferencesAllowed: allowed('preferences'),
      saleOfDataAllowed: saleOfDataAllowed(),
    };
  }

  /** Tracking values (`_y`, `_s`) from the newest Storefront API answer's Server-Timing the page may read. */
  function rememberTimings(entries) {
    for (var i = entries.length - 1; i >= 0; i--) {
      var found = { _y: '', _s: '' };
      var timing = entries[i].serverTiming || [];
      for (var j = 0; j < timing.length; j++) {
        if (timing[j].name === '_y' || timing[j].name === '_s') found[timing[j].name] = timing[j].description;
      }
      if (found._y && found._s) {
        tokens = { uniqueToken: found._y, visitToken: found._s };
        return;
      }
    }
  }

  function trackingTokens() {
    try {
      var entries = (w.performance && w.performance.getEntriesByType ? w.performance.getEntriesByType('resource') : []).filter(function (entry) {
        return SFAPI_ENTRY.test(entry.name);
      });
      rememberTimings(entries);
    } catch {
      // No Resource Timing here: the tokens remembered from the last consent answer stand.
    }
    return tokens;
  }

  /** Where the Storefront API is for this page: checkoutRootDomain (a host or an origin), else the page's own origin. */
  function apiOrigin(options) {
    var host = String(options.checkoutRootDomain || options.storefrontRootDomain || '').replace(/^\./, '');
    if (!host || host === w.location.host) return w.location.origin;
    return /^https?:\/\//.test(host) ? host.replace(/\/+$/, '') : 'https://' + host;
  }

  function setTrackingConsent(options, callback) {
    var done = typeof callback === 'function' ? callback : function () {};
    var fail = function (message) {
      setTimeout(function () {
        done({ error: message });
      }, 0);
    };
    if (!options || typeof options !== 'object') return fail('setTrackingConsent needs an object such as { analytics: true, marketing: false }');
    var consent = {};
    var given = 0;
    var names = { analytics: 'analytics', marketing: 'marketing', preferences: 'preferences', sale_of_data: 'saleOfData' };
    for (var key in names) {
      var value = options[key];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'boolean') return fail(key + ' must be true or false');
      consent[names[key]] = value;
      given++;
    }
    if (!given) return fail('setTrackingConsent needs at least one of analytics, marketing, preferences and sale_of_data');

    var headers = { 'Content-Type': 'application/json' };
    if (options.storefrontAccessToken) headers['X-Shopify-Storefront-Access-Token'] = String(options.storefrontAccessToken);
    fetch(apiOrigin(options) + API_PATH, {
      method: 'POST',
      headers: headers,
      body: JSON.stringify({ query: SET_CONSENT, variables: { consent: consent } }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          var cookies = body && body.data && body.data.consentManagement && body.data.consentManagement.cookies;
          if (!response.ok || !cookies) {
            var message = body && body.errors && body.errors[0] && body.errors[0].message;
            throw new Error(message || 'The store did not record the consent (' + response.status + ')');
          }
          return cookies;
        });
      })
      .then(function (cookies) {
        // Set through the same-origin proxy already; written here too when the store is on another origin.
        if (readCookie(CONSENT_COOKIE) !== cookies.trackingConsentCookie) {
          d.cookie = CONSENT_COOKIE + '=' + cookies.trackingConsentCookie + '; path=/; max-age=31536000; samesite=lax';
        }
        if (cookies.shopifyUnique && cookies.shopifyVisit) tokens = { uniqueToken: cookies.shopifyUnique, visitToken: cookies.shopifyVisit };
        api.cachedConsent = cookies.trackingConsentCookie;
        done(undefined);
        d.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: collected() }));
      })
      .catch(function (error) {
        done({ error: error && error.message ? error.message : String(error) });
      });
  }

  var api = {
    __local: true,
    cachedConsent: readCookie(CONSENT_COOKIE) || undefined,
    setTrackingConsent: setTrackingConsent,
    currentVisitorConsent: currentVisitorConsent,
    analyticsProcessingAllowed: function () {
      return allowed('analytics');
    },
    marketingAllowed: function () {
      return allowed('marketing');
    },
    firstPartyMarketingAllowed: function () {
      return allowed('marketing');
    },
    thirdPartyMarketingAllowed: function () {
      return allowed('marketing');
    },
    preferencesProcessingAllowed: function () {
      return allowed('preferences');
    },
    saleOfDataAllowed: saleOfDataAllowed,
    saleOfDataRegion: function () {
      return false;
    },
    userCanBeTracked: function () {
      return allowed('analytics') && allowed('marketing');
    },
    shouldShowBanner: shouldShowBanner,
    shouldShowGDPRBanner: shouldShowBanner,
    doesMerchantSupportGranularConsent: function () {
      return true;
    },
    getRegion: getRegion,
    // hydrogen-react's getTrackingValues asks these for the visitor's tokens.
    __internal: {
      uniqueToken: function () {
        return trackingTokens().uniqueToken;
      },
      visitToken: function () {
        return trackingTokens().visitToken;
      },
    },
  };

  w.Shopify.customerPrivacy = api;
  // Pages written for the online store load the API through loadFeatures; it is here already.
  if (typeof w.Shopify.loadFeatures !== 'function') {
    w.Shopify.loadFeatures = function (features, callback) {
      if (typeof callback === 'function') setTimeout(function () {
        callback();
      }, 0);
    };
  }
})();
