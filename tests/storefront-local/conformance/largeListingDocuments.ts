/**
 * Documents shaped as headless starters write them (written here from the Storefront API reference,
 * https://shopify.dev/docs/api/storefront/latest/queries/products): every listing asks for a product's
 * whole variant list (`first: 250`) and a gallery (`first: 20`), 100 products a page, and a cart asks for
 * the same product under each of its 100 lines.
 */
const productCard = `
  fragment ListingProduct on Product {
    id
    handle
    title
    availableForSale
    descriptionHtml
    tags
    updatedAt
    options { name optionValues { name } }
    priceRange {
      minVariantPrice { amount currencyCode }
      maxVariantPrice { amount currencyCode }
    }
    featuredImage { url altText width height }
    images(first: 20) { edges { node { url altText width height } } }
    variants(first: 250) {
      edges {
        node {
          id
          title
          availableForSale
          price { amount currencyCode }
          selectedOptions { name value }
        }
      }
    }
    seo { title description }
  }
`;

const cartWithProducts = `
  fragment ListingCart on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
    lines(first: 100) {
      edges {
        node {
          id
          quantity
          cost { totalAmount { amount currencyCode } }
          merchandise {
            ... on ProductVariant {
              id
              title
              product { ...ListingProduct }
            }
          }
        }
      }
    }
  }
  ${productCard}
`;

export const LISTING_PRODUCTS = `
  query ListingProducts($sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
    products(first: 100, sortKey: $sortKey, reverse: $reverse, query: $query) { edges { node { ...ListingProduct } } }
  }
  ${productCard}
`;

export const LISTING_COLLECTION = `
  query ListingCollection($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
    collection(handle: $handle) {
      products(first: 100, sortKey: $sortKey, reverse: $reverse) { edges { node { ...ListingProduct } } }
    }
  }
  ${productCard}
`;

export const LISTING_PRODUCT = `
  query ListingProduct($handle: String!) { product(handle: $handle) { ...ListingProduct } }
  ${productCard}
`;

export const LISTING_RECOMMENDATIONS = `
  query ListingRecommendations($productId: ID!) { productRecommendations(productId: $productId) { ...ListingProduct } }
  ${productCard}
`;

export const LISTING_CART_CREATE = `
  mutation ListingCartCreate($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { ...ListingCart } } }
  ${cartWithProducts}
`;

export const LISTING_CART = `
  query ListingCart($cartId: ID!) { cart(id: $cartId) { ...ListingCart } }
  ${cartWithProducts}
`;
