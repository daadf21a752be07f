// The options chosen for a line of a basket or an order (design, colour, size…), as the store, the
// receipt and the staff console's order page show them; the engraving has its own field.
import type { ChosenOptions } from '../../../domain/store/basket.rules.js';
import { builder } from '../builder.js';
import type { Types } from '../builder.js';

export const ChosenOption = builder.objectRef<{ kind: string; value: string }>('ChosenOption').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), value: t.exposeString('value') }),
});

/** The chosen options of a line (basket or order) as a list; the engraving has its own field. */
export function chosenOptionsOf(options: Record<string, unknown>) {
  return Object.entries(options)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([kind, value]) => ({ kind, value }));
}

/** A line's `options` and `engraving` fields, as the basket, the order and the staff console's order show them. */
export function chosenOptionFields<Line extends { options: ChosenOptions }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Line>,
) {
  return {
    options: t.field({ type: [ChosenOption], resolve: (line) => chosenOptionsOf(line.options) }),
    engraving: t.stringList({ resolve: (line) => line.options.engraving ?? [] }),
  };
}
