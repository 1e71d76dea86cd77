/**
 * Shopify's search syntax (https://shopify.dev/docs/api/usage/search-syntax) parsed into a tree:
 * terms are free text or `field:value`, with `field:<value`, `:<=`, `:>`, `:>=` comparisons; values
 * may be "double" or 'single' quoted; a backslash makes the next character literal (`\:`, `\(`,
 * `\"`, `\\`); a trailing unescaped `*` makes a prefix. `NOT` or a leading `-` negates a term or a
 * group; terms side by side are ANDed; AND binds tighter than OR; parentheses group.
 *
 * Parsing is lenient as a search box must be: a stray `)` or a dangling AND/OR is ignored and an
 * unclosed `(` or quote closes at the end. It is bounded: the length, the number of terms and the
 * nesting are limited, and over a limit the query is refused with a SearchQueryError, before any
 * product is looked at.
 */

export const MAX_SEARCH_QUERY_LENGTH = 1_000;
export const MAX_SEARCH_TERMS = 100;
export const MAX_SEARCH_NESTING = 20;

export type Comparator = '<' | '<=' | '>' | '>=';

export interface TermNode {
  kind: 'term';
  /** Lower-cased field name, or null for free text. */
  field: string | null;
  comparator: Comparator | null;
  /** The value with quotes and escapes resolved. */
  value: string;
  /** Some of the value was quoted: match it as a phrase, never as a prefix of a longer word. */
  quoted: boolean;
  /** Ended with an unescaped, unquoted `*`: a prefix (the `*` is not part of `value`). */
  prefix: boolean;
}

export type SearchNode =
  | TermNode
  | { kind: 'and'; children: SearchNode[] }
  | { kind: 'or'; children: SearchNode[] }
  | { kind: 'not'; child: SearchNode };

export class SearchQueryError extends Error {}

type Token = { type: 'term'; term: TermNode } | { type: 'and' | 'or' | 'not' | 'open' | 'close' };

const FIELD_NAME = /^[a-z_][a-z0-9_.]*$/i;
const COMPARATORS: Comparator[] = ['<=', '>=', '<', '>'];

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f' || char === '\v';
}

/** Splits a query into terms, operators and parentheses. */
export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const char = query[i] as string;
    if (isSpace(char)) {
      i += 1;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close' });
      i += 1;
      continue;
    }
    // A leading '-' negates what follows it directly; "-" alone or "- x" is just text.
    if (char === '-' && i + 1 < query.length && !isSpace(query[i + 1] as string)) {
      tokens.push({ type: 'not' });
      i += 1;
      continue;
    }
    // A word: up to unquoted whitespace or parenthesis.
    let raw = '';
    let value = '';
    let field: string | null = null;
    let quoted = false;
    let prefix = false;
    let bare = true; // no quote and no escape in the word so far (for AND/OR/NOT and field names)
    while (i < query.length) {
      const c = query[i] as string;
      if (isSpace(c) || c === '(' || c === ')') break;
      prefix = false;
      if (c === '\\') {
        value += query[i + 1] ?? '';
        raw += c + (query[i + 1] ?? '');
        bare = false;
        i += 2;
        continue;
      }
      if (c === '"' || c === "'") {
        quoted = true;
        bare = false;
        i += 1;
        while (i < query.length && query[i] !== c) {
          if (query[i] === '\\') i += 1;
          value += query[i] ?? '';
          i += 1;
        }
        i += 1; // the closing quote, if any
        continue;
      }
      if (c === ':' && field === null && bare && FIELD_NAME.test(value)) {
        field = value.toLowerCase();
        value = '';
        raw = '';
        i += 1;
        continue;
      }
      if (c === '*') prefix = true;
      value += c;
      raw += c;
      i += 1;
    }
    if (field === null && bare && (raw === 'AND' || raw === 'OR' || raw === 'NOT')) {
      tokens.push({ type: raw === 'AND' ? 'and' : raw === 'OR' ? 'or' : 'not' });
      continue;
    }
    let comparator: Comparator | null = null;
    if (field !== null) {
      // Only an unquoted, unescaped comparator counts: title:"<3" looks for the text <3.
      comparator = COMPARATORS.find((op) => raw.startsWith(op)) ?? null;
      if (comparator) value = value.slice(comparator.length);
    }
    if (prefix) value = value.slice(0, -1);
    tokens.push({ type: 'term', term: { kind: 'term', field, comparator, value, quoted, prefix } });
  }
  return tokens;
}

/** Parses a query; null for one with no terms (matches everything). */
export function parseSearchQuery(query: string): SearchNode | null {
  if (query.length > MAX_SEARCH_QUERY_LENGTH) {
    throw new SearchQueryError(`Search query is too long (${query.length} characters; the maximum is ${MAX_SEARCH_QUERY_LENGTH}).`);
  }
  const tokens = tokenize(query);
  const terms = tokens.filter((token) => token.type === 'term').length;
  if (terms > MAX_SEARCH_TERMS) {
    throw new SearchQueryError(`Search query has too many terms (${terms}; the maximum is ${MAX_SEARCH_TERMS}).`);
  }
  let position = 0;
  const peek = (): Token | undefined => tokens[position];

  const startsOperand = (token: Token | undefined): boolean => !!token && (token.type === 'term' || token.type === 'not' || token.type === 'open');

  // or := and (OR and)*
  function parseOr(depth: number): SearchNode | null {
    const children: SearchNode[] = [];
    const first = parseAnd(depth);
    if (first) children.push(first);
    while (peek()?.type === 'or') {
      position += 1;
      const next = parseAnd(depth);
      if (next) children.push(next);
    }
    if (children.length <= 1) return children[0] ?? null;
    return { kind: 'or', children };
  }

  // and := unary ((AND)? unary)*
  function parseAnd(depth: number): SearchNode | null {
    const children: SearchNode[] = [];
    for (;;) {
      while (peek()?.type === 'and') position += 1;
      if (!startsOperand(peek())) break;
      const next = parseUnary(depth);
      if (next) children.push(next);
    }
    if (children.length <= 1) return children[0] ?? null;
    return { kind: 'and', children };
  }

  // unary := (NOT | -) unary | ( or ) | term
  function parseUnary(depth: number): SearchNode | null {
    const token = peek();
    if (!token) return null;
    position += 1;
    if (token.type === 'not') {
      if (!startsOperand(peek())) return null;
      const child = parseUnary(depth);
      return child ? { kind: 'not', child } : null;
    }
    if (token.type === 'open') {
      if (depth >= MAX_SEARCH_NESTING) {
        throw new SearchQueryError(`Search query nests parentheses too deeply (the maximum is ${MAX_SEARCH_NESTING}).`);
      }
      const inner = parseOr(depth + 1);
      if (peek()?.type === 'close') position += 1;
      return inner;
    }
    if (token.type === 'term') return token.term;
    return null;
  }

  const nodes: SearchNode[] = [];
  while (position < tokens.length) {
    const node = parseOr(0);
    if (node) nodes.push(node);
    // A stray ')' (or anything parseOr stopped at) is skipped; what follows is ANDed on.
    if (position < tokens.length) position += 1;
  }
  if (nodes.length <= 1) return nodes[0] ?? null;
  return { kind: 'and', children: nodes };
}
