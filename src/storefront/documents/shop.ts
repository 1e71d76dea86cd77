/** The shop itself: its name and currencies, the countries it sells to, its menus. */

export const LOCALIZATION_QUERY = `#graphql
  query Localization($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      country {
        isoCode
        name
        currency {
          isoCode
          name
          symbol
        }
      }
      availableCountries {
        isoCode
        name
        currency {
          isoCode
          name
          symbol
        }
      }
    }
  }
` as const;

export const SHOP_QUERY = `#graphql
  query Shop {
    shop {
      id
      name
      description
      primaryDomain {
        url
      }
      paymentSettings {
        currencyCode
        enabledPresentmentCurrencies
      }
    }
  }
` as const;

export const MENU_QUERY = `#graphql
  query Menu($handle: String!) {
    menu(handle: $handle) {
      id
      handle
      items {
        id
        title
        url
        items {
          id
          title
          url
        }
      }
    }
  }
` as const;

/** The shop's gid: analytics name the shop by it. */
export const SHOP_ID_QUERY = `#graphql
  query ShopId {
    shop {
      id
    }
  }
` as const;
