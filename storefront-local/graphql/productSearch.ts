/**
 * Shopify's search syntax, the part shops use: free words (all must match title, type, vendor,
 * tags or print; a trailing * is a prefix), `field:value` for title, tag, product_type, vendor,
 * handle, available_for_sale and variants.price with < <= > >=, quoted phrases, `-` / NOT to
 * negate, AND / OR between terms (OR makes the query match any term).
 */
import type { CatalogueProduct } from '../catalogue';

type Predicate = (p: CatalogueProduct) => boolean;

function tokens(query: string): string[] {
  return query.match(/-?[\w.]+:(?:"[^"]*"|[^\s)]+)|-?"[^"]*"|[^\s()]+/g) ?? [];
}

const unquote = (s: string): string => s.replace(/^"|"$/g, '').toLowerCase();

const haystack = (p: CatalogueProduct): string =>
  `${p.title} ${p.productType} ${p.vendor} ${p.tags.join(' ')} ${p.print.name} ${p.handle.replace(/-/g, ' ')}`.toLowerCase();

function textMatch(term: string): Predicate {
  const prefix = term.endsWith('*');
  const word = term.replace(/\*$/, '');
  if (!word) return () => true;
  return (p) => {
    const text = haystack(p);
    if (word.includes(' ')) return text.includes(word);
    return text.split(/[^a-z0-9']+/).some((w) => (prefix ? w.startsWith(word) : w === word || (w.startsWith(word) && word.length >= 3)));
  };
}

function compare(actual: number, expression: string): boolean {
  const match = /^(<=|>=|<|>)?(-?\d+(?:\.\d+)?)$/.exec(expression);
  if (!match) return false;
  const target = Number(match[2]);
  switch (match[1]) {
    case '<': return actual < target;
    case '<=': return actual <= target;
    case '>': return actual > target;
    case '>=': return actual >= target;
    default: return actual === target;
  }
}

function fieldMatch(field: string, raw: string): Predicate {
  const value = unquote(raw);
  const glob = value.endsWith('*');
  const eq = (actual: string) => (glob ? actual.toLowerCase().startsWith(value.slice(0, -1)) : actual.toLowerCase() === value);
  switch (field) {
    case 'title': return (p) => (glob ? eq(p.title) : p.title.toLowerCase().includes(value));
    case 'tag': return (p) => p.tags.some(eq);
    case 'tag_not': return (p) => !p.tags.some(eq);
    case 'product_type': return (p) => eq(p.productType);
    case 'vendor': return (p) => eq(p.vendor);
    case 'handle': return (p) => eq(p.handle);
    case 'available_for_sale': return (p) => p.variants.some((v) => v.inventory > 0) === (value === 'true');
    case 'variants.price': return (p) => p.variants.some((v) => compare(v.priceCents / 100, value));
    case 'id': return (p) => String(p.numericId) === value || p.id.toLowerCase() === value;
    default: return textMatch(value);
  }
}

export function parseProductQuery(query: string | null | undefined): Predicate {
  if (!query?.trim()) return () => true;
  const groups: Predicate[][] = [[]];
  let negateNext = false;
  for (const token of tokens(query)) {
    if (token === 'AND') continue;
    if (token === 'OR') {
      groups.push([]);
      continue;
    }
    if (token === 'NOT') {
      negateNext = true;
      continue;
    }
    const negate = negateNext || token.startsWith('-');
    negateNext = false;
    const body = token.replace(/^-/, '');
    const field = /^([\w.]+):(.+)$/.exec(body);
    const predicate = field ? fieldMatch(field[1] as string, field[2] as string) : textMatch(unquote(body));
    (groups[groups.length - 1] as Predicate[]).push(negate ? (p) => !predicate(p) : predicate);
  }
  const live = groups.filter((g) => g.length > 0);
  if (!live.length) return () => true;
  return (p) => live.some((group) => group.every((predicate) => predicate(p)));
}

/** A relevance score for ranking search results: title hits first, then best sellers. */
export function relevance(p: CatalogueProduct, query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const title = p.title.toLowerCase();
  return words.reduce((score, w) => score + (title.includes(w) ? 10_000 : 0), 0) + p.salesScore / 10;
}
