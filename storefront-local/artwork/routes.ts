/**
 * The CDN: /cdn/shop/products/{handle}-{n}.png, /cdn/shop/collections/{handle}.png,
 * /cdn/shop/articles/{handle}.png (journal articles' pictures) and
 * /cdn/shop/swatches/print-01.png … print-12.png. `?width=` (and `height`) set the rendered size
 * like Shopify's CDN, which never enlarges an image past its original size: a larger request is
 * answered at the original size, so no request renders more than the drawing's own pixels. Images
 * are immutable, so they are cached for a year; the server keeps rendered rasters keyed on the
 * image, the size and the format only, so other query parameters reuse the same render.
 *
 * The artwork is drawn as SVG and served as a raster, as Shopify's CDN serves photographs: WebP to
 * browsers that accept it (Vary: Accept), PNG otherwise. Browsers parse every SVG image as a small
 * document on the page's main thread, which on a listing of 48 cards is a long task on a phone. The
 * same paths ending in .svg still answer with the drawing itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COLOUR_FILTERS, swatchPrintFor } from '../catalogue/prints';
import type { Services } from '../services';
import { RasterCache } from './rasterCache';
import { articleSvg, collectionSvg, productSvg, swatchSvg, type Size } from './render';
import { BANNER } from './scene';

/** The size to render: the one asked for, never larger than the original, keeping its proportions. */
export function sizeFrom(query: { width?: string; height?: string }, natural: Size): Size {
  const width = Number(query.width);
  const height = Number(query.height);
  const wantsWidth = Number.isFinite(width) && width > 0;
  const wantsHeight = Number.isFinite(height) && height > 0;
  if (!wantsWidth && !wantsHeight) return natural;
  const ratio = natural.height / natural.width;
  let w = wantsWidth ? width : height / ratio;
  let h = wantsHeight ? height : w * ratio;
  const scale = Math.min(1, natural.width / w, natural.height / h);
  w = Math.max(1, Math.round(w * scale));
  h = Math.max(1, Math.round(h * scale));
  return { width: w, height: h };
}

type ImageRequest = { Params: { file: string }; Querystring: { width?: string; height?: string } };
type Format = 'svg' | 'png' | 'webp';

const IMAGE_FILE = /^(.+)\.(svg|png)$/;

function formatFor(request: FastifyRequest, extension: string): Format {
  if (extension === 'svg') return 'svg';
  return /image\/webp/.test(request.headers.accept ?? '') ? 'webp' : 'png';
}

async function sendImage(request: FastifyRequest, reply: FastifyReply, cache: RasterCache, image: string, size: Size, extension: string, draw: (size: Size) => string) {
  const format = formatFor(request, extension);
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('access-control-allow-origin', '*')
    .header('vary', 'Accept');
  if (format === 'svg') return reply.type('image/svg+xml').send(draw(size));
  const body = await cache.get(`${image}|${size.width}x${size.height}|${format}`, () => draw(size), format);
  return reply.type(`image/${format}`).send(body);
}

const notFound = (reply: FastifyReply, what: string) => reply.status(404).send({ errors: [{ message: `${what} not found` }] });

export function artworkRoutes(app: FastifyInstance, services: Services, cache: RasterCache = new RasterCache()): void {
  const { catalogue } = services;

  app.get<ImageRequest>('/cdn/shop/products/:file', async (request, reply) => {
    const [, name = '', extension = ''] = IMAGE_FILE.exec(request.params.file) ?? [];
    const match = /^(.+)-(\d+)$/.exec(name);
    const product = match ? catalogue.productByHandle.get(match[1] as string) : undefined;
    const view = Number(match?.[2]);
    if (!product || view < 1 || view > product.images.length) return notFound(reply, 'Image');
    const size = sizeFrom(request.query, { width: 1200, height: 1500 });
    return sendImage(request, reply, cache, `products/${product.handle}-${view}`, size, extension, (s) => productSvg(product, view, s));
  });

  app.get<ImageRequest>('/cdn/shop/collections/:file', async (request, reply) => {
    const [, name = '', extension = ''] = IMAGE_FILE.exec(request.params.file) ?? [];
    const collection = catalogue.collectionByHandle.get(name);
    if (!collection) return notFound(reply, 'Image');
    const size = sizeFrom(request.query, { width: 1600, height: 900 });
    return sendImage(request, reply, cache, `collections/${collection.handle}`, size, extension, (s) =>
      collectionSvg(collection, collection.productIndices.map((i) => catalogue.products[i]).filter((p) => p !== undefined), s),
    );
  });

  app.get<ImageRequest>('/cdn/shop/articles/:file', async (request, reply) => {
    const [, name = '', extension = ''] = IMAGE_FILE.exec(request.params.file) ?? [];
    const article = services.content.blogs.flatMap((blog) => blog.articles).find((a) => a.handle === name);
    if (!article?.image) return notFound(reply, 'Image');
    const image = article.image;
    const size = sizeFrom(request.query, BANNER);
    return sendImage(request, reply, cache, `articles/${article.handle}`, size, extension, (s) => articleSvg(article.title, image, s));
  });

  app.get<ImageRequest>('/cdn/shop/swatches/:file', async (request, reply) => {
    const [, name = '', extension = ''] = IMAGE_FILE.exec(request.params.file) ?? [];
    const filter = COLOUR_FILTERS.find((f) => f.id === name);
    if (!filter) return notFound(reply, 'Swatch');
    const size = sizeFrom(request.query, { width: 200, height: 200 });
    return sendImage(request, reply, cache, `swatches/${filter.id}`, size, extension, (s) => swatchSvg(swatchPrintFor(filter.value), filter.name, s));
  });
}
