/**
 * Product search on the parsed syntax of searchSyntax.ts. Free words must all match the title,
 * type, vendor, tags, print or handle (a word of 3+ letters also matches as the start of a longer
 * word; `*` makes any word a prefix; quoted text matches as a phrase). Fields: title, tag, tag_not,
 * product_type, vendor, handle, id, available_for_sale, variants.price and created_at / updated_at /
 * published_at, the last four with < <= > >=; an unknown field searches its value as text.
 *
 * The `search` and `predictiveSearch` queries add what Shopify's storefront search does for free words
 * (https://help.shopify.com/en/manual/online-store/storefront-search, "Search behavior"): singular and
 * plural forms match ("bikinis" finds "bikini"), a word written as one ("onepiece") matches the two it
 * joins, common shopper words map to the catalogue's (synonyms: "swimsuit" → one-piece or bikini), and
 * predictive search tolerates one typo: a letter missing, extra, different, or two letters swapped. Unlike
 * that page's "first 4 letters", the first 3 must be right, so "bikni" still finds bikinis as the issue asks.
 * `products(query:)` keeps the plain syntax.
 */
import { GraphQLError } from 'graphql';
import type { CatalogueProduct } from '../catalogue/types';
import { parseSearchQuery, SearchQueryError, type Comparator, type SearchNode, type TermNode } from './searchSyntax';

type Predicate = (p: CatalogueProduct) => boolean;

const everything: Predicate = () => true;

interface Indexed {
  /** The searchable words, space-joined with a space at each end, for phrase look-ups. */
  joined: string;
  words: string[];
  /** Singular stems of the words and of each adjacent pair written as one ("one piece" → "onepiece"). */
  stems: string[];
}

/** How free words match: plain (products query) or as the storefront search does. */
export interface SearchBehaviour {
  /** Plurals, compounds and synonyms (search and predictiveSearch). */
  stemming?: boolean;
  /** One typo per word of 4+ letters (predictiveSearch). */
  typos?: boolean;
}

/** A word's singular stem: "bikinis" → "bikini", "dresses" → "dress", "accessories" → "accessory". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Shopper words for what the catalogue calls otherwise; each maps to phrases of catalogue words. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  swimsuit: ['one piece', 'bikini'],
  swimwear: ['one piece', 'bikini'],
  bather: ['one piece', 'bikini'],
  cossie: ['one piece', 'bikini'],
  monokini: ['one piece'],
  maillot: ['one piece'],
  bathingsuit: ['one piece', 'bikini'],
  twopiece: ['bikini'],
};

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9']+/).filter(Boolean);

/** Each product's searchable words, worked out once. */
const index = new WeakMap<CatalogueProduct, Indexed>();

function indexed(p: CatalogueProduct): Indexed {
  let entry = index.get(p);
  if (!entry) {
    const words = wordsOf(`${p.title} ${p.productType} ${p.vendor} ${p.tags.join(' ')} ${p.print.name} ${p.handle.replace(/-/g, ' ')}`);
    const stems = words.map(stem);
    for (let i = 0; i + 1 < words.length; i += 1) stems.push(stem(`${words[i]}${words[i + 1]}`));
    entry = { joined: ` ${words.join(' ')} `, words, stems };
    index.set(p, entry);
  }
  return entry;
}

/** A single free word as the storefront search reads it: stem, compounds, synonyms, maybe one typo. */
function searchWordMatch(word: string, prefix: boolean, behaviour: SearchBehaviour): Predicate {
  const wanted = stem(word);
  const synonyms = (SYNONYMS[wanted] ?? []).map((phrase) => ` ${phrase} `);
  const loose = prefix || wanted.length >= 3;
  const typos = behaviour.typos === true && wanted.length >= 4;
  return (p) => {
    const entry = indexed(p);
    if (synonyms.some((phrase) => entry.joined.includes(phrase))) return true;
    return entry.stems.some(
      (w) =>
        w === wanted ||
        (loose && w.startsWith(wanted)) ||
        (typos && w.slice(0, 3) === wanted.slice(0, 3) && (withinOneTypo(w, wanted) || (prefix && withinOneTypo(w.slice(0, wanted.length), wanted)))),
    );
  };
}

function textMatch(term: TermNode, behaviour: SearchBehaviour = {}): Predicate {
  const wanted = wordsOf(term.value);
  if (!wanted.length) return everything;
  if (behaviour.stemming && !term.quoted && wanted.length === 1) return searchWordMatch(wanted[0] as string, term.prefix, behaviour);
  if (term.quoted || wanted.length > 1) {
    // A phrase: its words, in order, side by side; with `*` the last one may go on.
    const phrase = ` ${wanted.join(' ')}${term.prefix ? '' : ' '}`;
    return (p) => indexed(p).joined.includes(phrase);
  }
  const word = wanted[0] as string;
  const loose = term.prefix || word.length >= 3;
  return (p) => indexed(p).words.some((w) => w === word || (loose && w.startsWith(word)));
}

function compare(actual: number, comparator: Comparator | null, target: number): boolean {
  switch (comparator) {
    case '<': return actual < target;
    case '<=': return actual <= target;
    case '>': return actual > target;
    case '>=': return actual >= target;
    default: return actual === target;
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** created_at:>2025-01-01, updated_at:<='2025-06-30T12:00:00Z'; a bare date means that whole day. */
function dateMatch(read: (p: CatalogueProduct) => string, term: TermNode): Predicate {
  const target = Date.parse(term.value);
  if (Number.isNaN(target)) return () => false;
  const wholeDay = DATE_ONLY.test(term.value);
  return (p) => {
    const actual = Date.parse(read(p));
    if (!wholeDay) return compare(actual, term.comparator, target);
    switch (term.comparator) {
      case '<': return actual < target;
      case '<=': return actual < target + DAY_MS;
      case '>': return actual >= target + DAY_MS;
      case '>=': return actual >= target;
      default: return actual >= target && actual < target + DAY_MS;
    }
  };
}

function fieldMatch(term: TermNode): Predicate {
  const value = term.value.toLowerCase();
  if (!value) return everything;
  const eq = (actual: string) => (term.prefix ? actual.toLowerCase().startsWith(value) : actual.toLowerCase() === value);
  switch (term.field) {
    case 'title': return (p) => (term.prefix ? eq(p.title) : p.title.toLowerCase().includes(value));
    case 'tag': return (p) => p.tags.some(eq);
    case 'tag_not': return (p) => !p.tags.some(eq);
    case 'product_type': return (p) => eq(p.productType);
    case 'vendor': return (p) => eq(p.vendor);
    case 'handle': return (p) => eq(p.handle);
    case 'id': return (p) => String(p.numericId) === value || p.id.toLowerCase() === value;
    case 'available_for_sale': return (p) => p.variants.some((v) => v.inventory > 0) === (value === 'true');
    case 'variants.price': {
      const target = Number(value);
      if (!Number.isFinite(target)) return () => false;
      return (p) => p.variants.some((v) => compare(v.priceCents / 100, term.comparator, target));
    }
    case 'created_at': return dateMatch((p) => p.createdAt, term);
    case 'updated_at': return dateMatch((p) => p.updatedAt, term);
    case 'published_at': return dateMatch((p) => p.publishedAt, term);
    default: return textMatch(term);
  }
}

function compile(node: SearchNode, behaviour: SearchBehaviour): Predicate {
  switch (node.kind) {
    case 'term': return node.field === null ? textMatch(node, behaviour) : fieldMatch(node);
    case 'not': {
      const inner = compile(node.child, behaviour);
      return (p) => !inner(p);
    }
    case 'and': {
      const parts = node.children.map((child) => compile(child, behaviour));
      return (p) => parts.every((part) => part(p));
    }
    case 'or': {
      const parts = node.children.map((child) => compile(child, behaviour));
      return (p) => parts.some((part) => part(p));
    }
  }
}

/** A predicate for a search query; a query over the limits is a GraphQL error naming the limit. */
export function parseProductQuery(query: string | null | undefined, behaviour: SearchBehaviour = {}): Predicate {
  if (!query?.trim()) return everything;
  try {
    const tree = parseSearchQuery(query);
    return tree ? compile(tree, behaviour) : everything;
  } catch (error) {
    if (error instanceof SearchQueryError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' } });
    throw error;
  }
}

/** Ranks search results: title hits first, then best sellers. The query's words are read once. */
export function relevanceScorer(query: string): (p: CatalogueProduct) => number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return (p) => {
    const title = p.title.toLowerCase();
    return words.reduce((score, w) => score + (title.includes(w) ? 10_000 : 0), 0) + p.salesScore / 10;
  };
}
