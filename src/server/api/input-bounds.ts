// The size of what a client sends counts toward the GraphQL limits too (issue 10: 8). graphql-armor's
// cost limit weighs the fields asked for; these bound the input: no list longer than any form offers, and
// not too many values in all. Literal lists are checked with the document (validated once and cached);
// variables, which change with every request, just before execution. Domain schemas bound each list to
// what its form offers (phones: 3); this is the transport's own ceiling above them, so an oversized list
// is refused before any resolver or schema walks it.
import { GraphQLError, type ValidationRule } from 'graphql';

export const INPUT_LIMITS = {
  /** the longest list any input takes (a form offers at most 3 phones) */
  maxListItems: 10,
  /** every scalar in every variable together */
  maxInputValues: 300,
  /** objects and lists inside one another (an address in a form is 2 deep) */
  maxDepth: 8,
} as const;

/** Refuses a literal list in the document longer than INPUT_LIMITS.maxListItems. */
export const maxListInputRule: ValidationRule = (context) => ({
  ListValue(node) {
    if (node.values.length > INPUT_LIMITS.maxListItems) {
      context.reportError(
        new GraphQLError(
          `A list of ${node.values.length} items was sent; at most ${INPUT_LIMITS.maxListItems} are accepted.`,
          { nodes: [node] },
        ),
      );
    }
  },
});

/**
 * The first bound the variables break, as an error worded like GraphQL's own variable errors (so it is
 * answered BAD_USER_INPUT, see security.ts), or null.
 */
export function variableBoundsError(variables: Record<string, unknown> | null | undefined): GraphQLError | null {
  if (!variables) return null;
  let values = 0;
  const walk = (name: string, value: unknown, path: string, depth: number): GraphQLError | null => {
    if (depth > INPUT_LIMITS.maxDepth && value && typeof value === 'object') {
      return new GraphQLError(`Variable "$${name}" is nested too deeply at "${path}".`);
    }
    if (Array.isArray(value)) {
      if (value.length > INPUT_LIMITS.maxListItems) {
        return new GraphQLError(
          `Variable "$${name}" has a list of ${value.length} items at "${path}"; at most ${INPUT_LIMITS.maxListItems} are accepted.`,
        );
      }
      for (const [index, item] of value.entries()) {
        const error = walk(name, item, `${path}[${index}]`, depth + 1);
        if (error) return error;
      }
      return null;
    }
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const error = walk(name, item, `${path}.${key}`, depth + 1);
        if (error) return error;
      }
      return null;
    }
    values += 1;
    if (values > INPUT_LIMITS.maxInputValues) {
      return new GraphQLError(
        `Variable "$${name}" makes the input too large: at most ${INPUT_LIMITS.maxInputValues} values are accepted.`,
      );
    }
    return null;
  };
  for (const [name, value] of Object.entries(variables)) {
    const error = walk(name, value, name, 0);
    if (error) return error;
  }
  return null;
}
