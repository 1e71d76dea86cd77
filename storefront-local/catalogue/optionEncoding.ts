/**
 * Shopify's "v1" encoding of option value combinations, as documented for Product
 * encodedVariantExistence / encodedVariantAvailability
 * (https://shopify.dev/docs/api/storefront/latest/objects/Product#field-encodedVariantExistence):
 * a trie of option value indices where `:` descends to the next option, `,` closes a prefix, ` `
 * separates values and `-` spans a run of consecutive values (only in the last option's position).
 * Example: [[0,0,0],[0,1,0],[0,1,1]] → "v1_0:0:0,1:0-1,,". Decoded by hydrogen-react's decodeEncodedVariant.
 */

interface TrieNode {
  children: Map<number, TrieNode>;
}

const newNode = (): TrieNode => ({ children: new Map() });

/** "0 2-4 7" for [0,2,3,4,7]: runs of two or more consecutive values become a range. */
function encodeValues(values: number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < values.length) {
    let j = i;
    while (j + 1 < values.length && (values[j + 1] as number) === (values[j] as number) + 1) j++;
    parts.push(j > i ? `${values[i]}-${values[j]}` : String(values[i]));
    i = j + 1;
  }
  return parts.join(' ');
}

function encodeNode(node: TrieNode, depth: number, lastDepth: number): string {
  const keys = [...node.children.keys()].sort((a, b) => a - b);
  if (depth === lastDepth) return encodeValues(keys);
  return keys.map((key) => `${key}:${encodeNode(node.children.get(key) as TrieNode, depth + 1, lastDepth)},`).join('');
}

/**
 * Encodes combinations of option value indices (each as long as the product has options). An empty
 * list encodes as "" (no combination), which decoders read as none.
 */
export function encodeOptionCombinations(combinations: readonly (readonly number[])[]): string {
  const depth = combinations[0]?.length ?? 0;
  if (!combinations.length || depth === 0) return '';
  const root = newNode();
  for (const combination of combinations) {
    let node = root;
    for (const index of combination) {
      let child = node.children.get(index);
      if (!child) {
        child = newNode();
        node.children.set(index, child);
      }
      node = child;
    }
  }
  return `v1_${encodeNode(root, 0, depth - 1)}`;
}
