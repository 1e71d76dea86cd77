/** A product with everything its page shows: the build's product pages and the dress-up game read it. */
import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from './fragments';

export const PRODUCT_DETAIL_FRAGMENT = `#graphql
  fragment ProductDetail on Product {
    id
    handle
    title
    description
    descriptionHtml
    vendor
    productType
    tags
    availableForSale
    createdAt
    seo {
      title
      description
    }
    featuredImage {
      ...Image
    }
    images(first: 10) {
      nodes {
        ...Image
      }
    }
    options(first: 3) {
      name
      optionValues {
        name
      }
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
      maxVariantPrice {
        ...Money
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...Money
      }
    }
    variants(first: 10) {
      nodes {
        id
        title
        sku
        availableForSale
        quantityAvailable
        selectedOptions {
          name
          value
        }
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
        image {
          ...Image
        }
      }
    }
    promo: metafield(namespace: "custom", key: "promo") {
      value
    }
    print: metafield(namespace: "custom", key: "print") {
      value
    }
    colour: metafield(namespace: "custom", key: "colour") {
      value
    }
    finalSale: metafield(namespace: "custom", key: "final_sale") {
      value
    }
    ratings: metafield(namespace: "reviews", key: "rating_distribution") {
      value
    }
    sizeChart: metafield(namespace: "custom", key: "size_chart") {
      value
    }
  }
` as const;

export const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;
