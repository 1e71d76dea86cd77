import fs from 'node:fs';
import path from 'node:path';
import { COLOUR_FILTERS } from '../../shared/colourFilters';
import { COLOUR_FILTERS as SITE_FILTERS } from '../../src/config/collectionFilters';
import { COLOUR_FILTERS as CATALOGUE_FILTERS, PRINTS } from '../../storefront-local/catalogue/prints';

const root = path.resolve(__dirname, '../..');
const SOURCE = 'shared/colourFilters.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'generated', '.data'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files that write out a colour filter of their own (an entry with a `filter_…` value). */
export const colourListCopies = (sources: Record<string, string>): string[] =>
  Object.entries(sources)
    .filter(([file, source]) => file !== SOURCE && /\bvalue:\s*['"`]filter_/.test(source))
    .map(([file]) => file);

describe('the colour filter', () => {
  it('is one list: the site filters by the colours the local storefront draws and files its prints in', () => {
    expect(SITE_FILTERS).toBe(COLOUR_FILTERS);
    expect(CATALOGUE_FILTERS).toBe(COLOUR_FILTERS);
    const values: readonly string[] = COLOUR_FILTERS.map((c) => c.value);
    expect(PRINTS.filter((print) => !values.includes(print.colour))).toEqual([]);
    // Every colour a shopper can pick has prints in it.
    expect(COLOUR_FILTERS.filter((c) => !PRINTS.some((print) => print.colour === c.value))).toEqual([]);
  });

  it('offers shoppers the same colours as before, in the same order, each with its swatch', () => {
    expect(COLOUR_FILTERS.map((c) => c.name)).toEqual([
      'Red', 'Orange', 'Yellow', 'Green', 'Blue', 'Purple', 'Pink', 'White', 'Black', 'Beige', 'Brown', 'Multi Color',
    ]);
    expect(COLOUR_FILTERS.map((c) => c.id)).toEqual(COLOUR_FILTERS.map((_, i) => `print-${String(i + 1).padStart(2, '0')}`));
    expect(COLOUR_FILTERS.map((c) => c.value)).toEqual(COLOUR_FILTERS.map((c) => `filter_${c.name.toLowerCase().replace(' ', '-')}`));
  });

  it(`is written only in ${SOURCE}`, () => {
    const files = ['src', 'shared', 'storefront-local', 'server', 'scripts', 'plugins'].flatMap((dir) =>
      fs.existsSync(path.join(root, dir)) ? sourceFiles(path.join(root, dir)) : [],
    );
    const sources = Object.fromEntries(files.map((file) => [path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')]));
    expect(sources[SOURCE]).toBeDefined();
    expect(colourListCopies(sources)).toEqual([]);
    // What it would catch: the list written out again beside the catalogue.
    expect(colourListCopies({ 'storefront-local/catalogue/prints.ts': "[{ id: 'print-01', value: 'filter_red', name: 'Red' }]" })).toEqual([
      'storefront-local/catalogue/prints.ts',
    ]);
  });
});
