/**
 * Rendered rasters by what they depend on (image, size, format), oldest first, bounded by their
 * total size. A render still under way is shared: concurrent requests for the same uncached image
 * wait for one render instead of starting their own.
 */
import sharp from 'sharp';

export type RasterFormat = 'png' | 'webp';
export type Rasterise = (svg: string, format: RasterFormat) => Promise<Buffer>;

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export const sharpRasterise: Rasterise = async (svg, format) => {
  const image = sharp(Buffer.from(svg));
  return (format === 'webp' ? image.webp({ quality: 82 }) : image.png({ compressionLevel: 8 })).toBuffer();
};

export class RasterCache {
  private readonly done = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly rasterise: Rasterise = sharpRasterise,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  get(key: string, draw: () => string, format: RasterFormat): Promise<Buffer> {
    const cached = this.done.get(key);
    if (cached) return Promise.resolve(cached);
    const running = this.pending.get(key);
    if (running) return running;
    const render = this.rasterise(draw(), format).then(
      (body) => {
        this.pending.delete(key);
        this.store(key, body);
        return body;
      },
      (error: unknown) => {
        // A failed render is not cached: the next request tries again.
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, render);
    return render;
  }

  private store(key: string, body: Buffer): void {
    this.done.set(key, body);
    this.bytes += body.length;
    for (const [oldest, buffer] of this.done) {
      if (this.bytes <= this.maxBytes) break;
      this.done.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
