/**
 * Documents Next.js Commerce (github.com/vercel/commerce, MIT licence, lib/shopify/) sends to the
 * Storefront API, as its text stands: the product fragment reads `variants(first: 250)` and
 * `images(first: 20)`, listed 100 at a time and inside each of a cart's 100 lines.
 */
const image = `fragment image on Image { url altText width height }`;
const seo = `fragment seo on SEO { description title }`;
const product = `
  fragment product on Product {
    id handle availableForSale title description descriptionHtml
    options { id name values }
    priceRange { maxVariantPrice { amount currencyCode } minVariantPrice { amount currencyCode } }
    variants(first: 250) {
      edges { node { id title availableForSale selectedOptions { name value } price { amount currencyCode } } }
    }
    featuredImage { ...image }
    images(first: 20) { edges { node { ...image } } }
    seo { ...seo }
    tags updatedAt
  }
  ${image}
  ${seo}
`;
const cart = `
  fragment cart on Cart {
    id checkoutUrl
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } totalTaxAmount { amount currencyCode } }
    lines(first: 100) {
      edges {
        node {
          id quantity
          cost { totalAmount { amount currencyCode } }
          merchandise { ... on ProductVariant { id title selectedOptions { name value } product { ...product } } }
        }
      }
    }
    totalQuantity
  }
  ${product}
`;

export const GET_PRODUCTS = `query getProducts($sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
  products(sortKey: $sortKey, reverse: $reverse, query: $query, first: 100) { edges { node { ...product } } }
}
${product}`;

export const GET_COLLECTION_PRODUCTS = `query getCollectionProducts($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
  collection(handle: $handle) { products(sortKey: $sortKey, reverse: $reverse, first: 100) { edges { node { ...product } } } }
}
${product}`;

export const GET_PRODUCT = `query getProduct($handle: String!) { product(handle: $handle) { ...product } }
${product}`;

export const GET_PRODUCT_RECOMMENDATIONS = `query getProductRecommendations($productId: ID!) { productRecommendations(productId: $productId) { ...product } }
${product}`;

export const CREATE_CART = `mutation createCart($lineItems: [CartLineInput!]) { cartCreate(input: { lines: $lineItems }) { cart { ...cart } } }
${cart}`;

export const GET_CART = `query getCart($cartId: ID!) { cart(id: $cartId) { ...cart } }
${cart}`;
