/**
 * The artwork CDN under load: renders keyed on what they depend on, never larger than the original
 * (https://shopify.dev/docs/api/liquid/filters/image_url: an image can never be resized to be larger
 * than its original dimensions), and one render for concurrent requests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { artworkRoutes, sizeFrom } from '../../../storefront-local/artwork/routes';
import { collectionGarments } from '../../../storefront-local/artwork/render';
import { RasterCache, sharpRasterise, type Rasterise } from '../../../storefront-local/artwork/rasterCache';
import { getCatalogue } from '../../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import type { Services } from '../../../storefront-local/services';

let app: FastifyInstance;
let renders: Array<{ width: number; height: number }>;

beforeEach(async () => {
  renders = [];
  const counting: Rasterise = (svg, format) => {
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
    renders.push({ width: Number(width), height: Number(height) });
    return sharpRasterise(svg, format);
  };
  app = Fastify();
  artworkRoutes(app, { catalogue: getCatalogue() } as Services, new RasterCache(counting));
  await app.ready();
});
afterEach(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } });
const IMAGE = '/cdn/shop/products/marina-top-coral-reef-1.png';

describe('artwork cache', () => {
  it('serves the same render whatever other query parameters come along', async () => {
    const first = await get(`${IMAGE}?width=300`);
    const second = await get(`${IMAGE}?width=300&v=17&utm_source=mail`);
    const third = await get(`${IMAGE}?utm_source=x&width=300.2`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('answers a 5760 px request at the original size, from the original size render', async () => {
    await get(`${IMAGE}?width=1200`);
    const huge = await get(`${IMAGE}?width=5760`);
    expect(huge.statusCode).toBe(200);
    expect(await sharp(huge.rawPayload).metadata()).toMatchObject({ width: 1200, height: 1500 });
    const tall = await get(`/cdn/shop/collections/the-sunsoaked-collection.png?height=5760`);
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ width: 1600, height: 900 });
    expect(renders).toEqual([
      { width: 1200, height: 1500 },
      { width: 1600, height: 900 },
    ]);
  });

  it('renders once for concurrent requests of the same uncached image', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => get(`${IMAGE}?width=480&n=${i}`)));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('keeps PNG and WebP apart', async () => {
    const webp = await get(`${IMAGE}?width=240`);
    const png = await app.inject({ method: 'GET', url: `${IMAGE}?width=240`, headers: { accept: 'image/png' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(png.headers['content-type']).toBe('image/png');
    expect(renders).toHaveLength(2);
  });
});

describe('RasterCache', () => {
  it('does not keep a failed render: the next request renders again', async () => {
    let calls = 0;
    const cache = new RasterCache(async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return Buffer.from('ok');
    });
    await expect(cache.get('k', () => '<svg/>', 'png')).rejects.toThrow('boom');
    await expect(cache.get('k', () => '<svg/>', 'png')).resolves.toEqual(Buffer.from('ok'));
    await cache.get('k', () => '<svg/>', 'png');
    expect(calls).toBe(2);
  });

  it('drops the oldest renders beyond its byte budget', async () => {
    let calls = 0;
    const cache = new RasterCache(async () => {
      calls += 1;
      return Buffer.alloc(40);
    }, 100);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => '', 'png');
    await cache.get('c', () => '', 'png');
    expect(calls).toBe(3);
    await cache.get('a', () => '', 'png');
    expect(calls).toBe(4);
  });
});

describe('sizeFrom', () => {
  const natural = { width: 1200, height: 1500 };
  it('keeps the proportions of a width or height alone, and never enlarges', () => {
    expect(sizeFrom({ width: '300' }, natural)).toEqual({ width: 300, height: 375 });
    expect(sizeFrom({ height: '750' }, natural)).toEqual({ width: 600, height: 750 });
    expect(sizeFrom({ width: '5760' }, natural)).toEqual(natural);
    expect(sizeFrom({ width: '300', height: '300' }, natural)).toEqual({ width: 300, height: 300 });
    expect(sizeFrom({ width: 'abc', height: '-4' }, natural)).toEqual(natural);
    expect(sizeFrom({ width: '1e308' }, natural)).toEqual(natural);
  });
});

describe('collection banners', () => {
  it('draw each of the home page’s collections with garments of its own', async () => {
    const catalogue = getCatalogue();
    const handles = ['the-casa-del-mar-collection', 'the-romance-boulevard-collection', 'the-spellbound-collection', 'the-sunset-beach-collection', 'the-club-voyages-collection', 'the-sunsoaked-collection'];
    const drawn = handles.map((handle) => {
      const collection = catalogue.collectionByHandle.get(handle)!;
      const members = collection.productIndices.map((i) => catalogue.products[i]!);
      const garments = collectionGarments(members);
      expect(garments.length, handle).toBeGreaterThanOrEqual(2);
      // Only prints of the collection's own products.
      expect(garments.every((g) => members.some((m) => m.print === g.print && m.type.silhouette === g.silhouette))).toBe(true);
      return garments.map((g) => `${g.silhouette}:${g.print.handle}`).join(',');
    });
    expect(new Set(drawn).size).toBe(handles.length);
    const answers = await Promise.all(handles.map((h) => get(`/cdn/shop/collections/${h}.png?width=240`)));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(handles.length);
    expect(await sharp(answers[0]!.rawPayload).metadata()).toMatchObject({ width: 240, height: 135 });
  });
});
