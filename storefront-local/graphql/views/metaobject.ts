/**
 * Metaobject views (https://shopify.dev/docs/api/storefront/latest/objects/Metaobject, .../objects/MetaobjectField)
 * and what a reference metafield or metaobject field points to: `reference` for a single reference type,
 * `references` (a MetafieldReferenceConnection) for a list of them, as
 * https://shopify.dev/docs/api/storefront/latest/objects/Metafield describes. One module, as metaobjects
 * reference each other. Resolves the members of the MetafieldReference union this shop has: Product,
 * ProductVariant, Collection, Page, Metaobject and MediaImage (product pictures); any other gid is null.
 */
import type { Catalogue, CatalogueImage } from '../../catalogue/types';
import { isListType, isReferenceType } from '../../carts/metafieldValues';
import { pageView } from '../../content/views';
import { shopMetaobjects, mediaImageGid, type MetaobjectFieldRecord, type ShopMetaobject } from '../../content/metaobjects';
import { connection, type PageArgs } from '../connection';
import type { RequestContext } from '../context';
import { imageView } from './image';
import { collectionView, productView, variantView } from './product';

const mediaImages = new WeakMap<Catalogue, Map<string, CatalogueImage>>();

function mediaImage(catalogue: Catalogue, id: string): CatalogueImage | undefined {
  let byId = mediaImages.get(catalogue);
  if (!byId) {
    byId = new Map(catalogue.products.flatMap((p) => p.images.map((image) => [mediaImageGid(image.id), image] as const)));
    mediaImages.set(catalogue, byId);
  }
  return byId.get(id);
}

export function mediaImageView(image: CatalogueImage, ctx: RequestContext) {
  const picture = imageView(image, ctx.services.urls.publicUrl);
  return {
    __typename: 'MediaImage',
    id: mediaImageGid(image.id),
    alt: image.altText,
    mediaContentType: 'IMAGE',
    image: picture,
    previewImage: picture,
    presentation: null,
  };
}

/** The object a gid names, as the MetafieldReference union answers it; null when this shop has no such object. */
export function referenceNode(id: string, ctx: RequestContext): unknown {
  const { catalogue, content } = ctx.services;
  const type = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1];
  switch (type) {
    case 'Product': {
      const product = catalogue.productById.get(id);
      return product ? productView(product, catalogue) : null;
    }
    case 'ProductVariant': {
      const variant = catalogue.variantById.get(id);
      return variant ? variantView(variant, catalogue) : null;
    }
    case 'Collection': {
      const collection = catalogue.collectionById.get(id);
      return collection ? collectionView(collection, catalogue) : null;
    }
    case 'Page': {
      const page = content.pages.find((p) => p.id === id);
      return page ? pageView(page, ctx) : null;
    }
    case 'Metaobject': {
      const object = shopMetaobjects(content, catalogue).byId.get(id);
      return object ? metaobjectView(object, ctx) : null;
    }
    case 'MediaImage': {
      const image = mediaImage(catalogue, id);
      return image ? mediaImageView(image, ctx) : null;
    }
    default:
      return null;
  }
}

/** `reference` and `references` of a stored value of a type: null where the type is not that kind of reference. */
export function referenceFields(type: string, value: string) {
  const single = isReferenceType(type) && !isListType(type);
  const list = isReferenceType(type) && isListType(type);
  return {
    reference: (_: unknown, ctx: RequestContext) => (single ? referenceNode(value, ctx) : null),
    references: (args: PageArgs, ctx: RequestContext) => {
      if (!list) return null;
      const ids = JSON.parse(value) as string[];
      const nodes = ids.map((id) => ({ id, node: referenceNode(id, ctx) })).filter((n) => n.node !== null);
      return connection(nodes, args, (n) => n.id, (n) => n.node);
    },
  };
}

export function metaobjectFieldView(field: MetaobjectFieldRecord) {
  return { __typename: 'MetaobjectField', key: field.key, type: field.type, value: field.value, ...referenceFields(field.type, field.value) };
}

export function metaobjectView(object: ShopMetaobject, ctx: RequestContext) {
  const definition = shopMetaobjects(ctx.services.content, ctx.services.catalogue).definition(object.type);
  const field = (key: string) => {
    const found = object.fields.find((f) => f.key === key);
    return found ? metaobjectFieldView(found) : null;
  };
  return {
    __typename: 'Metaobject',
    id: object.id,
    handle: object.handle,
    type: object.type,
    updatedAt: object.updatedAt,
    // "All object fields with defined values": the seed stores a field only when it has a value.
    fields: object.fields.map(metaobjectFieldView),
    field: (args: { key: string }) => field(args.key),
    // null unless the definition has the online_store capability.
    onlineStoreUrl: definition?.onlineStoreUrlHandle ? `${ctx.services.urls.siteUrl}/pages/${definition.onlineStoreUrlHandle}/${object.handle}` : null,
    seo: definition?.seo ? { __typename: 'MetaobjectSEO', title: field(definition.seo.title), description: field(definition.seo.description) } : null,
  };
}
