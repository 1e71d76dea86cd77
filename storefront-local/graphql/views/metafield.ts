/** The Metafield object of both APIs, for the metafields a shop keeps (`ShopDefinition.metafields`). */
export interface MetafieldData {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** The Storefront API's extra fields are null here. */
export const metafieldView = (m: MetafieldData) => ({ __typename: 'Metafield', ...m, description: null, reference: null, references: null });

/** The view of a metafield a shop's hook found, or null. */
export const optionalMetafieldView = (m: MetafieldData | null | undefined) => (m ? metafieldView(m) : null);
