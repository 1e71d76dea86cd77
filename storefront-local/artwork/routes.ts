/**
 * The CDN: /cdn/shop/products/{handle}-{n}.png, /cdn/shop/collections/{handle}.png and
 * /cdn/shop/swatches/print-01.png … print-12.png. `?width=` (and `height`) set the rendered size
 * like Shopify's CDN; images are immutable, so they are cached for a year.
 *
 * The artwork is drawn as SVG and served as a raster, as Shopify's CDN serves photographs: WebP to
 * browsers that accept it (Vary: Accept), PNG otherwise. Browsers parse every SVG image as a small
 * document on the page's main thread, which on a listing of 48 cards is a long task on a phone. The
 * same paths ending in .svg still answer with the drawing itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { COLOUR_FILTERS } from '../shop/settings';
import { swatchPrintFor } from '../catalogue/prints';
import type { Services } from '../services';
import { collectionSvg, productSvg, swatchSvg, type Size } from './render';

const MAX_DIMENSION = 5760;

function sizeFrom(query: { width?: string; height?: string }, natural: Size): Size {
  const width = Number(query.width);
  const height = Number(query.height);
  const ratio = natural.height / natural.width;
  if (Number.isFinite(width) && width > 0) {
    const w = Math.min(Math.round(width), MAX_DIMENSION);
    return { width: w, height: Number.isFinite(height) && height > 0 ? Math.min(Math.round(height), MAX_DIMENSION) : Math.round(w * ratio) };
  }
  if (Number.isFinite(height) && height > 0) {
    const h = Math.min(Math.round(height), MAX_DIMENSION);
    return { width: Math.round(h / ratio), height: h };
  }
  return natural;
}

type ImageRequest = { Params: { file: string }; Querystring: { width?: string; height?: string } };
type Format = 'svg' | 'png' | 'webp';

const IMAGE_FILE = /^(.+)\.(svg|png)$/;

/** Rendered rasters by URL and format, oldest first, bounded by their total size. */
const rasters = new Map<string, Buffer>();
const RASTER_CACHE_BYTES = 64 * 1024 * 1024;
let rasterBytes = 0;

async function rasterise(key: string, draw: () => string, format: 'png' | 'webp'): Promise<Buffer> {
  const cached = rasters.get(key);
  if (cached) return cached;
  const image = sharp(Buffer.from(draw()));
  const body = await (format === 'webp' ? image.webp({ quality: 82 }) : image.png({ compressionLevel: 8 })).toBuffer();
  rasters.set(key, body);
  rasterBytes += body.length;
  for (const [oldest, buffer] of rasters) {
    if (rasterBytes <= RASTER_CACHE_BYTES) break;
    rasters.delete(oldest);
    rasterBytes -= buffer.length;
  }
  return body;
}

function formatFor(request: FastifyRequest, extension: string): Format {
  if (extension === 'svg') return 'svg';
  return /image\/webp/.test(request.headers.accept ?? '') ? 'webp' : 'png';
}

async function sendImage(request: FastifyRequest, reply: FastifyReply, extension: string, draw: () => string) {
  const format = formatFor(request, extension);
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('access-control-allow-origin', '*')
    .header('vary', 'Accept');
  if (format === 'svg') return reply.type('image/svg+xml').send(draw());
  const body = await rasterise(`${request.url}|${format}`, draw, format);
  return reply.type(`image/${format}`).send(body);
}

const notFound = (reply: FastifyReply, what: string) => reply.status(404).send({ errors: [{ message: `${what} not found` }] });

export function artworkRoutes(app: FastifyInstance, services: Services): void {
  const { catalogue } = services;

  app.get<ImageRequest>('/cdn/shop/products/:file', async (request, reply) => {
    const [, name = '', extension = ''] = IMAGE_FILE.exec(request.params.file) ?? [];
    const match = /^(.+)-(\d+)$/.exec(name);
    const product = match ? catalogue.productByHandle.get(match[1] as string) : undefined;
    const view = Number(match?.[2]);
    if (!product || view < 1 || view > product.images.length) return notFound(reply, 'Image');
    return sendImage(request, reply, extension, () => productSvg(product, view, sizeFrom(request.query, { width: 1200, height: 1500 })));
  });

  app.get<ImageRequest>('/cdn/shop/collections/:file', async (request, reply) => {
    const [, name = '', extension = ''] = IMAGE_FILE.exec(request.params.file) ?? [];
    const collection = catalogue.collectionByHandle.get(name);
    if (!collection) return notFound(reply, 'Image');
    return sendImage(request, reply, extension, () => collectionSvg(collection, sizeFrom(request.query, { width: 1600, height: 900 })));
  });

  app.get<ImageRequest>('/cdn/shop/swatches/:file', async (request, reply) => {
    const [, name = '', extension = ''] = IMAGE_FILE.exec(request.params.file) ?? [];
    const filter = COLOUR_FILTERS.find((f) => f.id === name);
    if (!filter) return notFound(reply, 'Swatch');
    return sendImage(request, reply, extension, () => swatchSvg(swatchPrintFor(filter.value), filter.name, sizeFrom(request.query, { width: 200, height: 200 })));
  });
}
