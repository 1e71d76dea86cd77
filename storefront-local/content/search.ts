/**
 * The `query:` argument of pages, articles, blogs and urlRedirects: `field:value` terms (quoted
 * values allowed, `-` or `NOT` to negate, `>`/`<` comparisons on dates) and free words, all ANDed,
 * case-insensitive, as https://shopify.dev/docs/api/usage/search-syntax describes.
 */
export type SearchFields<T> = Record<string, (item: T) => string | readonly string[]>;

interface Term {
  field: string | null;
  value: string;
  negated: boolean;
  comparison: '>' | '<' | '>=' | '<=' | null;
}

function parse(query: string): Term[] {
  const terms: Term[] = [];
  const pattern = /(-|NOT\s+)?(?:([a-z_]+):)?(>=|<=|>|<)?(?:"([^"]*)"|'([^']*)'|(\S+))/gi;
  for (const match of query.matchAll(pattern)) {
    const [, not, field, comparison, double, single, bare] = match;
    const value = double ?? single ?? bare ?? '';
    if (!field && !not && /^(AND|OR)$/.test(value)) continue;
    terms.push({ field: field?.toLowerCase() ?? null, value: value.toLowerCase(), negated: Boolean(not), comparison: (comparison as Term['comparison']) ?? null });
  }
  return terms;
}

const compare = (actual: string, term: Term): boolean => {
  switch (term.comparison) {
    case '>': return actual > term.value;
    case '<': return actual < term.value;
    case '>=': return actual >= term.value;
    case '<=': return actual <= term.value;
    default: return actual === term.value || actual.startsWith(term.value);
  }
};

/** A predicate for `query`; `words` are the fields free words search. An unknown field matches nothing. */
export function contentQuery<T>(query: string | null | undefined, fields: SearchFields<T>, words: readonly string[]): (item: T) => boolean {
  const terms = parse(query ?? '');
  return (item) =>
    terms.every((term) => {
      const names = term.field ? [term.field] : words;
      const matched = names.some((name) => {
        const read = fields[name];
        if (!read) return false;
        const values = ([] as string[]).concat(read(item)).map((v) => v.toLowerCase());
        if (term.field?.endsWith('_at') || term.comparison) return values.some((v) => compare(v, term));
        const wanted = term.value.endsWith('*') ? term.value.slice(0, -1) : term.value;
        return term.field ? values.some((v) => v === wanted || (term.value.endsWith('*') && v.startsWith(wanted))) : values.some((v) => v.includes(wanted));
      });
      return term.negated ? !matched : matched;
    });
}
