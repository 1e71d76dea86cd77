import { readFileSync } from 'node:fs';
import path from 'node:path';
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
});
