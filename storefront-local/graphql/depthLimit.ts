/** A validation rule rejecting operations nested deeper than a limit (a cheap guard against abuse). */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_QUERY_DEPTH = 15;

export function depthLimitRule(maxDepth: number = MAX_QUERY_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    // A fragment's depth does not depend on where it is spread, so each is measured once: a
    // document whose fragments each spread the next twice would otherwise take 2^n steps.
    const fragmentDepth = new Map<string, number>();
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          let depth = fragmentDepth.get(name);
          if (depth === undefined) {
            depth = depthOf(fragment.selectionSet, new Set([...seen, name]));
            fragmentDepth.set(name, depth);
          }
          deepest = Math.max(deepest, depth);
        }
        if (deepest > maxDepth) return deepest;
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query has depth of ${depth}, which exceeds the maximum depth of ${maxDepth}`, {
              nodes: [node],
              extensions: { code: 'MAX_DEPTH_EXCEEDED' },
            }),
          );
        }
      },
    };
  };
}
