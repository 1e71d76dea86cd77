/**
 * Writes the dress-up game's art to static/dress-up/: four dolls, every garment, the accessories and six
 * polaroid frames, as small SVG files drawn on one 300 × 600 coordinate system (frames: 600 × 720), so
 * any garment layers onto any doll. Run: npx tsx scripts/make-dress-up-art.ts
 * The file names come from src/game/wardrobe.ts, so art and wardrobe cannot drift apart.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ACCESSORIES, BOTTOMS, DEFAULT_BOTTOMS, DEFAULT_TOPS, DOLLS, ONE_PIECES, POLAROIDS, TOPS } from '../src/game/wardrobe';
import { POUCH, SANDALS, SHADES, TOWEL } from './dress-up-art/accessories';
import { SHADE, svg } from './dress-up-art/canvas';
import { LOOKS, dollSvg } from './dress-up-art/dolls';
import { FRAMES } from './dress-up-art/frames';
import { BOTTOM_ART, ORN, TOP_ART, briefBottoms, onePiece, triangleTop } from './dress-up-art/garments';
import { BASICS, PRINTS, solid } from './dress-up-art/prints';

const OUT = join(__dirname, '..', 'static');

/** Every art file: its public path (under static/) and its SVG text as written. */
export function drawDressUpArt(): Map<string, string> {
  const files = new Map<string, string>();
  const write = (publicPath: string, content: string) => files.set(publicPath, content.replace(/\n\s*/g, '').trim() + '\n');
  for (const doll of DOLLS) {
    const key = doll.path.replace(/^.*\/dolls\/|\.svg$/g, '');
    const look = LOOKS[key];
    if (!look) throw new Error(`No look drawn for doll ${doll.name}`);
    write(doll.path, dollSvg(look));
  }
  const basic = (path: string) => path.replace(/^.*default-|\.svg$/g, '');
  for (const item of DEFAULT_TOPS) {
    const b = BASICS[basic(item.path)]!;
    write(item.path, svg(triangleTop({ trim: b.trim }), solid(b.fill)() + SHADE()));
  }
  for (const item of DEFAULT_BOTTOMS) {
    const b = BASICS[basic(item.path)]!;
    write(item.path, svg(briefBottoms({ trim: b.trim }, true), solid(b.fill)() + SHADE()));
  }
  const key = (path: string) => path.replace(/^\/dress-up\/|\.svg$/g, '');
  for (const item of TOPS) {
    const a = TOP_ART[key(item.path)];
    if (!a) throw new Error(`No art for ${item.path}`);
    write(item.path, svg(a.shape({ trim: a.trim, ornament: a.ornament }), PRINTS[a.print]!() + SHADE()));
  }
  for (const item of BOTTOMS) {
    const a = BOTTOM_ART[key(item.path)];
    if (!a) throw new Error(`No art for ${item.path}`);
    const body =
      a.shape === briefBottoms
        ? briefBottoms({ trim: a.trim, ornament: a.ornament }, a.variant === 'ties', a.variant === 'high')
        : a.shape({ trim: a.trim, ornament: a.ornament });
    write(item.path, svg(body, PRINTS[a.print]!() + SHADE()));
  }
  for (const item of ONE_PIECES) {
    write(item.path, svg(onePiece({ trim: '#fca311', ornament: ORN.angelWings(304) + ORN.sparkle(132, 270, 0.7) }), PRINTS['sailor-star']!() + SHADE()));
  }
  write(ACCESSORIES.pouch.path, POUCH);
  write(ACCESSORIES.shades.path, SHADES);
  write(ACCESSORIES.sandals.path, SANDALS);
  write(ACCESSORIES.towel.path, TOWEL);
  for (const item of POLAROIDS) {
    const name = item.path.replace(/^.*\/polaroids\/|\.svg$/g, '');
    const art = FRAMES[name];
    if (!art) throw new Error(`No frame drawn for ${name}`);
    write(item.path, art);
  }
  return files;
}

function main(): void {
  let total = 0;
  for (const [publicPath, content] of drawDressUpArt()) {
    const file = join(OUT, publicPath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    total += Buffer.byteLength(content);
  }
  console.log(`Wrote the dress-up art: ${(total / 1024).toFixed(1)} KB`);
}

if (require.main === module) main();
