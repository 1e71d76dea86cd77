import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAME_BOX } from '../../scripts/dress-up-art/frames';
import { drawDressUpArt } from '../../scripts/make-dress-up-art';

// The game shows the SVG files committed under static/dress-up/; they must be what the drawing code
// gives today, one file for every doll, garment, accessory and frame of the game's wardrobe.
describe('dress-up art', () => {
  it('is what scripts/make-dress-up-art.ts draws', () => {
    const art = drawDressUpArt();
    expect(art.size).toBeGreaterThan(20);
    for (const [publicPath, content] of art) {
      const committed = readFileSync(path.join(__dirname, '../../static', publicPath), 'utf8');
      expect(committed === content, `${publicPath} is stale: run npx tsx scripts/make-dress-up-art.ts`).toBe(true);
    }
  });

  const nightOut = () => drawDressUpArt().get('/dress-up/polaroids/night-out.svg') ?? '';

  it('draws the Night Out moon as one crescent, with no sky-coloured disc over it', () => {
    const art = nightOut();
    // The sky gradient fills the photo window only: any other shape filled with it shows as a lighter disc.
    expect(art.match(/fill="url\(#sky\)"/g)).toHaveLength(1);
    expect(art).toMatch(/<rect x="40" y="40" width="520" height="520" fill="url\(#sky\)"\/>/);
    expect(art).toMatch(/<path d="M[\d.]+ [\d.]+A44 44 0 1 0 [\d.]+ [\d.]+A40 40 0 0 1 [\d.]+ [\d.]+Z" fill="#fdf0c4"\/>/);
  });

  it('keeps the Night Out sparkles off the name', () => {
    // A sparkle drawn at (x, y) with scale s is a four-point star reaching 6 s from its centre.
    const sparkles = [...nightOut().matchAll(/<path d="M([\d.]+) ([\d.]+)l([\d.]+) [\d.]+[^"]*" fill="#fff" stroke="#c0c6ff"/g)].map((m) => {
      const s = Number(m[3]) / 1.5;
      return { x: Number(m[1]), y: Number(m[2]) + 6 * s, r: 6 * s };
    });
    const border = sparkles.filter((p) => p.y > 560);
    expect(border.length).toBeGreaterThan(10);
    for (const p of border) {
      const clear =
        p.x + p.r <= NAME_BOX.left || p.x - p.r >= NAME_BOX.right || p.y + p.r <= NAME_BOX.top || p.y - p.r >= NAME_BOX.bottom;
      expect(clear, `sparkle at ${p.x}, ${p.y}`).toBe(true);
    }
  });
});
