/** The depth limit measures each fragment once, so fragments spreading fragments cannot make it exponential. */
import { parse, validate } from 'graphql';
import { depthLimitRule } from '../../../storefront-local/graphql/depthLimit';
import { storefrontSchema } from '../../../storefront-local/graphql/schema';
import { testStorefront, type TestStorefront } from '../helpers';

/** Each fragment spreads the next twice: 2^levels paths for a walk that does not remember. */
const doubling = (levels: number) =>
  `{ shop { ...F0 } }\n${Array.from({ length: levels }, (_, i) => `fragment F${i} on Shop { a${i}: name ...F${i + 1} ...F${i + 1} }`).join('\n')}\nfragment F${levels} on Shop { name }`;

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

it('answers a document of 60 doubling fragments (2^60 paths) at once', async () => {
  const result = await sf.request(doubling(60));
  expect(result.errors).toBeUndefined();
  expect(result.data?.shop.a59).toBe('Blue Bay Swim');
});

it('still measures depth through fragments', () => {
  // Each fragment adds one level: collections → nodes → products → nodes → collections …
  const chain = Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0
      ? `fragment C${i} on Collection { products(first: 1) { nodes { ...C${i + 1} } } }`
      : `fragment C${i} on Product { collections(first: 1) { nodes { ...C${i + 1} } } }`,
  ).join('\n');
  const document = parse(`{ collection(handle: "x") { ...C0 } }\n${chain}\nfragment C10 on Collection { id }`);
  const errors = validate(storefrontSchema(), document, [depthLimitRule()]);
  expect(errors.map((error) => error.extensions?.code)).toEqual(['MAX_DEPTH_EXCEEDED']);
});
