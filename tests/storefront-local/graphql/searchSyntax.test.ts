/** The search syntax parser, after https://shopify.dev/docs/api/usage/search-syntax. */
import fc from 'fast-check';
import {
  MAX_SEARCH_NESTING,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_TERMS,
  parseSearchQuery,
  SearchQueryError,
  type SearchNode,
} from '../../../storefront-local/graphql/searchSyntax';

const t = (value: string, extra: Partial<{ field: string; comparator: string; quoted: boolean; prefix: boolean }> = {}) => ({
  kind: 'term',
  field: extra.field ?? null,
  comparator: extra.comparator ?? null,
  value,
  quoted: extra.quoted ?? false,
  prefix: extra.prefix ?? false,
});
const and = (...children: unknown[]) => ({ kind: 'and', children });
const or = (...children: unknown[]) => ({ kind: 'or', children });
const not = (child: unknown) => ({ kind: 'not', child });

describe('parseSearchQuery', () => {
  it('ANDs terms side by side, and AND binds tighter than OR', () => {
    expect(parseSearchQuery('a b')).toEqual(and(t('a'), t('b')));
    expect(parseSearchQuery('a AND b')).toEqual(and(t('a'), t('b')));
    expect(parseSearchQuery('a OR b c')).toEqual(or(t('a'), and(t('b'), t('c'))));
    expect(parseSearchQuery('a b OR c')).toEqual(or(and(t('a'), t('b')), t('c')));
    expect(parseSearchQuery('a AND b OR c AND d')).toEqual(or(and(t('a'), t('b')), and(t('c'), t('d'))));
  });

  it('groups with parentheses', () => {
    expect(parseSearchQuery('(a OR b) c')).toEqual(and(or(t('a'), t('b')), t('c')));
    expect(parseSearchQuery('a (b OR (c d))')).toEqual(and(t('a'), or(t('b'), and(t('c'), t('d')))));
  });

  it('negates with NOT or a leading -, terms and groups alike', () => {
    expect(parseSearchQuery('NOT a')).toEqual(not(t('a')));
    expect(parseSearchQuery('-a b')).toEqual(and(not(t('a')), t('b')));
    expect(parseSearchQuery('-(a OR b)')).toEqual(not(or(t('a'), t('b'))));
    expect(parseSearchQuery('-tag:sale')).toEqual(not(t('sale', { field: 'tag' })));
    expect(parseSearchQuery('t-shirt')).toEqual(t('t-shirt'));
  });

  it('reads fields, comparisons, single and double quotes', () => {
    expect(parseSearchQuery("title:'blue sky'")).toEqual(t('blue sky', { field: 'title', quoted: true }));
    expect(parseSearchQuery('tag:"BEST SELLER"')).toEqual(t('BEST SELLER', { field: 'tag', quoted: true }));
    expect(parseSearchQuery('created_at:>=2025-01-01')).toEqual(t('2025-01-01', { field: 'created_at', comparator: '>=' }));
    expect(parseSearchQuery("updated_at:<'2025-06-30T12:00:00Z'")).toEqual(t('2025-06-30T12:00:00Z', { field: 'updated_at', comparator: '<', quoted: true }));
    expect(parseSearchQuery('variants.price:<=20')).toEqual(t('20', { field: 'variants.price', comparator: '<=' }));
    expect(parseSearchQuery('title:"<3"')).toEqual(t('<3', { field: 'title', quoted: true }));
    expect(parseSearchQuery('Title:x')).toEqual(t('x', { field: 'title' }));
  });

  it('makes a backslashed character literal', () => {
    expect(parseSearchQuery('tag:summer\\:sale')).toEqual(t('summer:sale', { field: 'tag' }));
    expect(parseSearchQuery('\\(a\\)')).toEqual(t('(a)'));
    expect(parseSearchQuery('title:"say \\"hi\\""')).toEqual(t('say "hi"', { field: 'title', quoted: true }));
    expect(parseSearchQuery('a\\ b')).toEqual(t('a b'));
    expect(parseSearchQuery('\\-a')).toEqual(t('-a'));
    expect(parseSearchQuery('\\AND')).toEqual(t('AND'));
    expect(parseSearchQuery('mar\\*')).toEqual(t('mar*'));
    expect(parseSearchQuery('x\\:y')).toEqual(t('x:y'));
  });

  it('reads a trailing * as a prefix', () => {
    expect(parseSearchQuery('mar*')).toEqual(t('mar', { prefix: true }));
    expect(parseSearchQuery('title:mar*')).toEqual(t('mar', { field: 'title', prefix: true }));
  });

  it('forgives what a search box gets: stray or missing parentheses, dangling operators, lower-case words', () => {
    expect(parseSearchQuery('a)')).toEqual(t('a'));
    expect(parseSearchQuery('(a OR b')).toEqual(or(t('a'), t('b')));
    expect(parseSearchQuery('a OR')).toEqual(t('a'));
    expect(parseSearchQuery('OR a AND')).toEqual(t('a'));
    expect(parseSearchQuery('NOT')).toBeNull();
    expect(parseSearchQuery('()')).toBeNull();
    expect(parseSearchQuery('   ')).toBeNull();
    expect(parseSearchQuery('a and b')).toEqual(and(t('a'), t('and'), t('b')));
    expect(parseSearchQuery('title:"unclosed')).toEqual(t('unclosed', { field: 'title', quoted: true }));
  });

  it('refuses, naming the limit, a query too long, with too many terms or nested too deep', () => {
    expect(() => parseSearchQuery('a'.repeat(MAX_SEARCH_QUERY_LENGTH + 1))).toThrow(
      new SearchQueryError(`Search query is too long (${MAX_SEARCH_QUERY_LENGTH + 1} characters; the maximum is ${MAX_SEARCH_QUERY_LENGTH}).`),
    );
    expect(() => parseSearchQuery(Array.from({ length: MAX_SEARCH_TERMS + 1 }, () => 'a').join(' '))).toThrow(/too many terms \(101; the maximum is 100\)/);
    expect(parseSearchQuery(Array.from({ length: MAX_SEARCH_TERMS }, () => 'a').join(' '))).not.toBeNull();
    const nested = (depth: number) => `${'('.repeat(depth)}a${')'.repeat(depth)}`;
    expect(parseSearchQuery(nested(MAX_SEARCH_NESTING))).toEqual(t('a'));
    expect(() => parseSearchQuery(nested(MAX_SEARCH_NESTING + 1))).toThrow(/nests parentheses too deeply/);
  });
});

describe('parseSearchQuery properties', () => {
  const syntax = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '(', ')', '"', "'", '\\', ':', '-', '*', '<', '>', '=', 'AND', 'OR', 'NOT', 'tag', '.'), maxLength: 200 });

  it('never fails on any input within the limits, and always gives a tree or null', () => {
    fc.assert(
      fc.property(syntax, (query) => {
        try {
          const tree = parseSearchQuery(query);
          expect(tree === null || typeof tree.kind === 'string').toBe(true);
        } catch (error) {
          // Only the documented refusals.
          expect(error).toBeInstanceOf(SearchQueryError);
        }
      }),
    );
  });

  const escape = (text: string) => text.replace(/[\s()"'\\:*-]/g, '\\$&');

  it('reads any escaped text back as one free-text term with exactly that value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (text) => {
        expect(parseSearchQuery(escape(text))).toEqual(t(text));
      }),
    );
  });

  const word = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/).filter((w) => !['and', 'or', 'not'].includes(w));
  const tree: fc.Arbitrary<SearchNode> = fc.letrec<{ node: SearchNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      word.map((value) => t(value) as SearchNode),
      fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((children) => ({ kind: 'and', children }) as SearchNode),
      fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((children) => ({ kind: 'or', children }) as SearchNode),
      tie('node').map((child) => ({ kind: 'not', child }) as SearchNode),
    ),
  })).node;

  const print = (node: SearchNode): string => {
    switch (node.kind) {
      case 'term': return node.value;
      case 'not': return node.child.kind === 'term' ? `-${print(node.child)}` : `NOT (${print(node.child)})`;
      case 'and': return `(${node.children.map(print).join(' ')})`;
      case 'or': return `(${node.children.map(print).join(' OR ')})`;
    }
  };

  it('parses a fully parenthesised query back to the tree it was printed from', () => {
    fc.assert(
      fc.property(tree, (node) => {
        expect(parseSearchQuery(print(node))).toEqual(node);
      }),
    );
  });
});
