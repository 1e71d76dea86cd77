/**
 * Prints the catalogue's handles, one per line: products by default, `--collections` for collections.
 * Usage: npx tsx storefront-local/shops/blue-bay/catalogue/list-handles.ts [--collections] [--with-titles]
 */
import { getCatalogue } from './seedCatalogue';

const args = new Set(process.argv.slice(2));
const catalogue = getCatalogue();
const withTitles = args.has('--with-titles');
const rows = args.has('--collections')
  ? catalogue.collections.map((c) => (withTitles ? `${c.handle}\t${c.title}` : c.handle))
  : catalogue.products.map((p) => (withTitles ? `${p.handle}\t${p.title}` : p.handle));
process.stdout.write(`${rows.join('\n')}\n`);
