/**
 * A shop's search synonyms (`ShopDefinition.searchSynonyms`), kept as a `search-synonyms.json` file: a list of
 * `{ "terms": [...], "alsoFinds": [...] }`. `terms` is a synonym group as Shopify's Search & Discovery
 * app keeps them (https://help.shopify.com/en/manual/online-store/search-and-discovery/synonyms): a
 * search for any term also finds what the others find. Shopify's limits apply: a term is one to five
 * words, at most 20 terms a group and 1,000 in all, and no term in two groups. `alsoFinds` (optional)
 * are the catalogue's own words the group's terms reach one way ("swimsuit" finds bikinis; "bikini"
 * still finds only bikinis). Every mistake is reported at once, with its entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SynonymGroup {
  /** Each term's lower-case words, as written. */
  terms: string[][];
  alsoFinds: string[][];
}

export const SYNONYMS_FILE = 'search-synonyms.json';
export const MAX_TERM_WORDS = 5;
export const MAX_GROUP_TERMS = 20;
export const MAX_SYNONYMS = 1_000;

export class SearchSynonymsError extends Error {
  constructor(readonly problems: string[]) {
    super(`${SYNONYMS_FILE} has mistakes:\n- ${problems.join('\n- ')}`);
    this.name = 'SearchSynonymsError';
  }
}

export const searchWords = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9']+/).filter(Boolean);

/** Validates the file's parsed JSON into groups; throws SearchSynonymsError listing every problem. */
export function parseSearchSynonyms(list: unknown): SynonymGroup[] {
  const problems: string[] = [];
  if (!Array.isArray(list)) throw new SearchSynonymsError(['must be a list of { "terms": ["…", "…"], "alsoFinds": ["…"] }']);
  const seen = new Map<string, number>();
  let total = 0;
  const groups = list.map((entry: unknown, index): SynonymGroup => {
    const where = `entry ${index + 1}`;
    const { terms, alsoFinds = [] } = (entry ?? {}) as { terms?: unknown; alsoFinds?: unknown };
    const words = (value: unknown, field: string): string[][] => {
      if (!Array.isArray(value) || !value.every((term) => typeof term === 'string')) {
        problems.push(`${where}: ${field} must be a list of words or phrases`);
        return [];
      }
      return (value as string[]).map((term) => {
        const split = searchWords(term);
        if (split.length === 0 || split.length > MAX_TERM_WORDS) problems.push(`${where}: "${term}" must be 1 to ${MAX_TERM_WORDS} words`);
        return split;
      });
    };
    const group = { terms: words(terms, 'terms'), alsoFinds: words(alsoFinds, 'alsoFinds') };
    if (Array.isArray(terms) && terms.length < 2 && group.alsoFinds.length === 0) problems.push(`${where}: a group needs two terms, or alsoFinds`);
    if (group.terms.length > MAX_GROUP_TERMS) problems.push(`${where}: ${group.terms.length} terms; a group holds at most ${MAX_GROUP_TERMS}`);
    for (const term of group.terms) {
      const key = term.join(' ');
      const other = seen.get(key);
      if (other !== undefined) problems.push(`${where}: "${key}" is already in entry ${other}; a term belongs to one group`);
      seen.set(key, index + 1);
    }
    total += group.terms.length;
    return group;
  });
  if (total > MAX_SYNONYMS) problems.push(`${total} terms in all; the store holds at most ${MAX_SYNONYMS}`);
  if (problems.length > 0) throw new SearchSynonymsError(problems);
  return groups;
}

/** Reads `search-synonyms.json` of a content directory; none is no synonyms. */
export function loadSearchSynonyms(root: string): SynonymGroup[] {
  const file = path.join(root, SYNONYMS_FILE);
  if (!existsSync(file)) return [];
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SearchSynonymsError([`not JSON (${(error as Error).message})`]);
  }
  return parseSearchSynonyms(list);
}
