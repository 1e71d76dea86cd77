/**
 * The CDN: /cdn/shop/products/{handle}-{n}.svg, /cdn/shop/collections/{handle}.svg and
 * /cdn/shop/swatches/print-01.svg … print-12.svg. `?width=` (and `height`) set the rendered size
 * like Shopify's CDN; images are immutable, so they are cached for a year.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COLOUR_FILTERS } from '../../src/config/site';
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

const sendSvg = (reply: FastifyReply, body: string) =>
  reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').header('access-control-allow-origin', '*').send(body);

type ImageRequest = { Params: { file: string }; Querystring: { width?: string; height?: string } };

export function artworkRoutes(app: FastifyInstance, services: Services): void {
  const { catalogue } = services;

  app.get<ImageRequest>('/cdn/shop/products/:file', async (request, reply) => {
    const match = /^(.+)-(\d+)\.svg$/.exec(request.params.file);
    const product = match ? catalogue.productByHandle.get(match[1] as string) : undefined;
    const view = Number(match?.[2]);
    if (!product || view < 1 || view > product.images.length) return reply.status(404).send({ errors: [{ message: 'Image not found' }] });
    return sendSvg(reply, productSvg(product, view, sizeFrom(request.query, { width: 1200, height: 1500 })));
  });

  app.get<ImageRequest>('/cdn/shop/collections/:file', async (request, reply) => {
    const collection = catalogue.collectionByHandle.get(request.params.file.replace(/\.svg$/, ''));
    if (!collection) return reply.status(404).send({ errors: [{ message: 'Image not found' }] });
    return sendSvg(reply, collectionSvg(collection, sizeFrom(request.query, { width: 1600, height: 900 })));
  });

  app.get<ImageRequest>('/cdn/shop/swatches/:file', async (request, reply) => {
    const filter = COLOUR_FILTERS.find((f) => `${f.id}.svg` === request.params.file);
    if (!filter) return reply.status(404).send({ errors: [{ message: 'Swatch not found' }] });
    return sendSvg(reply, swatchSvg(swatchPrintFor(filter.value), filter.name, sizeFrom(request.query, { width: 200, height: 200 })));
  });
}
