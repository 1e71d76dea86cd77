/**
 * Product search on the parsed syntax of searchSyntax.ts. Free words must all match the title,
 * type, vendor, tags, print or handle (a word of 3+ letters also matches as the start of a longer
 * word; `*` makes any word a prefix; quoted text matches as a phrase). Fields: title, tag, tag_not,
 * product_type, vendor, handle, id, available_for_sale, variants.price and created_at / updated_at /
 * published_at, the last four with < <= > >=; an unknown field searches its value as text.
 *
 * The `search` and `predictiveSearch` queries add what Shopify's storefront search does for free words
 * (https://help.shopify.com/en/manual/online-store/storefront-search, "Search behavior"): they also read
 * the description and the print's pattern ("leopard print"), singular and plural forms match ("bikinis"
 * finds "bikini"), a word written as one ("onepiece") matches the two it joins, the merchant's synonym
 * groups apply (content/search-synonyms.json, read by content/searchSynonyms.ts, as Search & Discovery's
 * https://help.shopify.com/en/manual/online-store/search-and-discovery/synonyms), and a word tolerates
 * one typo: a letter missing, extra, different, or two letters swapped. Unlike that page's "first 4
 * letters", the first 3 must be right, so "bikni" still finds bikinis. The last word of a query may be
 * the start of a synonym ("cover" → "cover up"), so what predictive search offers while typing is what
 * the results page finds. `products(query:)` keeps the plain syntax.
 */
import { GraphQLError } from 'graphql';
import { PATTERN_NAMES } from '../catalogue/prints';
import type { CatalogueProduct } from '../catalogue/types';
import type { SynonymGroup } from '../content/searchSynonyms';
import { parseSearchQuery, SearchQueryError, type Comparator, type SearchNode, type TermNode } from './searchSyntax';

type Predicate = (p: CatalogueProduct) => boolean;

const everything: Predicate = () => true;

interface Indexed {
  /** The searchable words, space-joined with a space at each end, for phrase look-ups. */
  joined: string;
  words: string[];
  /** Storefront search: singular stems of every field's words (description and pattern included) and
   * of each adjacent pair written as one ("one piece" → "onepiece"). */
  stems: string[];
  /** The same stems in order, fields apart (" | "), for synonym phrases. */
  stemPhrase: string;
}

/** How free words match: plain (products query) or as the storefront search does. */
export interface SearchBehaviour {
  /** Descriptions, plurals, compounds and synonyms (search and predictiveSearch). */
  stemming?: boolean;
  /** One typo per word of 4+ letters. */
  typos?: boolean;
  /** The merchant's synonym groups (with stemming). */
  synonyms?: readonly SynonymGroup[];
}

/** A word's singular stem: "bikinis" → "bikini", "dresses" → "dress", "accessories" → "accessory". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us)$/.test(word)) return word.slice(0, -1);
  return word;
}

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
    const fields = [p.title, p.productType, p.vendor, ...p.tags, p.print.name, `${PATTERN_NAMES[p.print.pattern]} print`, p.description].map(
      (field) => wordsOf(field).map(stem),
    );
    const stems = fields.flat();
    for (const field of fields) for (let i = 0; i + 1 < field.length; i += 1) stems.push(stem(`${field[i]}${field[i + 1]}`));
    entry = { joined: ` ${words.join(' ')} `, words, stems, stemPhrase: ` ${fields.map((field) => field.join(' ')).join(' | ')} ` };
    index.set(p, entry);
  }
  return entry;
}

/** A single free word as the storefront search reads it: stem, compounds, maybe one typo. */
function searchWordMatch(word: string, prefix: boolean, behaviour: SearchBehaviour): Predicate {
  const wanted = stem(word);
  const loose = prefix || wanted.length >= 3;
  const typos = behaviour.typos === true && wanted.length >= 4;
  return (p) =>
    indexed(p).stems.some(
      (w) =>
        w === wanted ||
        (loose && w.startsWith(wanted)) ||
        (typos && w.slice(0, 3) === wanted.slice(0, 3) && (withinOneTypo(w, wanted) || (prefix && withinOneTypo(w.slice(0, wanted.length), wanted)))),
    );
}

/** True when a product has a phrase (stemmed words) side by side in one of its fields. */
function hasPhrase(entry: Indexed, phrase: readonly string[]): boolean {
  return phrase.length === 1 ? entry.stems.includes(phrase[0] as string) : entry.stemPhrase.includes(` ${phrase.join(' ')} `);
}

/**
 * Whether the query's words (stemmed) say a synonym term: the same words, the term written as one
 * ("boardshorts"), or, when `open` (the query's last words), its start ("cover", "cover u" → "cover up").
 */
function saysTerm(words: readonly string[], term: readonly string[], open: boolean): boolean {
  if (words.length === 1 && words[0] === stem(term.join(''))) return true;
  if (words.length > term.length || (!open && words.length !== term.length)) return false;
  return words.every((w, i) => {
    const t = term[i] as string;
    if (w === t) return true;
    const last = i === words.length - 1;
    return open && last && (words.length > 1 || w.length >= 3) && t.startsWith(w);
  });
}

/** A product a synonym group finds: any of its terms or alsoFinds as a phrase. */
function groupMatch(groups: readonly SynonymGroup[]): Predicate {
  const phrases = groups.flatMap((group) => [...group.terms, ...group.alsoFinds]).map((phrase) => phrase.map(stem));
  return (p) => {
    const entry = indexed(p);
    return phrases.some((phrase) => hasPhrase(entry, phrase));
  };
}

const isFreeWords = (node: SearchNode): node is TermNode => node.kind === 'term' && node.field === null && !node.quoted && wordsOf(node.value).length > 0;

/**
 * Free words side by side (the query's top level) with synonyms: the longest run of whole terms that
 * says a group's term finds what the group finds, or what its own words find.
 */
function withSynonyms(terms: readonly TermNode[], atEnd: boolean, behaviour: SearchBehaviour): Predicate[] {
  const groups = behaviour.synonyms ?? [];
  const plain = terms.map((term) => textMatch(term, behaviour));
  const stemmed = groups.map((group) => ({ group, terms: group.terms.map((term) => term.map(stem)) }));
  const out: Predicate[] = [];
  let k = 0;
  while (k < terms.length) {
    let matched = 0;
    for (let l = terms.length - k; l >= 1 && matched === 0; l -= 1) {
      const words = terms.slice(k, k + l).flatMap((term) => wordsOf(term.value)).map(stem);
      const open = atEnd && k + l === terms.length;
      const found = stemmed.filter((g) => g.terms.some((term) => saysTerm(words, term, open))).map((g) => g.group);
      if (found.length > 0) {
        const synonym = groupMatch(found);
        const own = plain.slice(k, k + l);
        out.push((p) => synonym(p) || own.every((part) => part(p)));
        matched = l;
      }
    }
    if (matched === 0) {
      out.push(plain[k] as Predicate);
      matched = 1;
    }
    k += matched;
  }
  return out;
}

function textMatch(term: TermNode, behaviour: SearchBehaviour = {}): Predicate {
  const wanted = wordsOf(term.value);
  if (!wanted.length) return everything;
  if (behaviour.stemming && !term.quoted && wanted.length === 1) return searchWordMatch(wanted[0] as string, term.prefix, behaviour);
  if (behaviour.stemming) {
    // A phrase ("tie-side", "leopard print") in any field the storefront search reads, description included.
    const phrase = ` ${wanted.map(stem).join(' ')}${term.prefix ? '' : ' '}`;
    return (p) => indexed(p).stemPhrase.includes(phrase);
  }
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

/** The query's top level: with stemming and synonyms, runs of free words may say a synonym. */
function compileTop(node: SearchNode, behaviour: SearchBehaviour): Predicate {
  if (!behaviour.stemming || !behaviour.synonyms?.length) return compile(node, behaviour);
  const children = node.kind === 'and' ? node.children : node.kind === 'term' ? [node] : null;
  if (!children) return compile(node, behaviour);
  const parts: Predicate[] = [];
  let i = 0;
  while (i < children.length) {
    let j = i;
    while (j < children.length && isFreeWords(children[j] as SearchNode)) j += 1;
    if (j > i) {
      parts.push(...withSynonyms(children.slice(i, j) as TermNode[], j === children.length, behaviour));
      i = j;
    } else {
      parts.push(compile(children[i] as SearchNode, behaviour));
      i += 1;
    }
  }
  return (p) => parts.every((part) => part(p));
}

/** A predicate for a search query; a query over the limits is a GraphQL error naming the limit. */
export function parseProductQuery(query: string | null | undefined, behaviour: SearchBehaviour = {}): Predicate {
  if (!query?.trim()) return everything;
  try {
    const tree = parseSearchQuery(query);
    return tree ? compileTop(tree, behaviour) : everything;
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
