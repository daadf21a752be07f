// The product page's form (decision 0401): the product's options, the engraving of a tag and a
// quantity, checked with the domain's basket rules before the server checks them again. An engraving
// line is kept as typed: its length and any character a tag cannot take show as it is typed, and block
// Add to Basket (issue 38 D6, decision 1010) — never a silent cut or filter.
import { useEffect, useState } from 'react';
import {
  BASKET_LINE_MAX_QUANTITY,
  chosenOptionIssues,
  engravingLength,
  engravingLineIssues,
} from '../../../domain/store/basket.rules.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { preselectedOptions } from '../../../domain/store/tag-gallery.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../components/form/use-message.js';
import type { BasketFieldsFragment, ProductFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useSession } from '../../lib/session.js';
import { useAddToBasketMutation } from './api/add-to-basket.generated.js';

export type ProductFormValues = {
  quantity: string;
  design: string;
  color: string;
  size: string;
  /** the engraving's two lines: the pet's name, a phone number */
  line1: string;
  line2: string;
};

/** The domain's paths (options.color, options.engraving.1) as the form's fields. */
function fieldOf(path: ReadonlyArray<string | number>): keyof ProductFormValues {
  if (path[1] === 'engraving') return path[2] === 1 ? 'line2' : 'line1';
  const kind = path[1];
  return kind === 'design' || kind === 'size' ? kind : 'color';
}

/**
 * `preselect` is the page URL's choice (`?design=…&color=…`, from a Tag Gallery tile, decision 0406): a
 * value the product offers starts chosen.
 */
export function useProductForm(product: ProductFieldsFragment, preselect: Record<string, string | null> = {}) {
  const { run: runAddToBasket } = useAddToBasketMutation();
  const { setBasketCount } = useSession();
  const [added, setAdded] = useState<BasketFieldsFragment | null>(null);
  const preselected = preselectedOptions(product.options, preselect);
  /** an option of one value, or the one the URL names, is chosen already; otherwise the shopper chooses */
  const onlyValue = (kind: string) => {
    const values = product.options.find((option) => option.kind === kind)?.values ?? [];
    return preselected[kind] ?? (values.length === 1 ? (values[0] ?? '') : '');
  };
  const chosenOf = (values: ProductFormValues) => {
    const chosen: Record<string, unknown> = {};
    for (const option of product.options) chosen[option.kind] = values[option.kind as 'design' | 'color' | 'size'];
    if (product.engraved) chosen.engraving = [values.line1, values.line2];
    return chosen;
  };
  const form = useDomainForm<ProductFormValues>({
    id: 'product',
    initialValues: () => ({
      quantity: '1',
      design: onlyValue('design'),
      color: onlyValue('color'),
      size: onlyValue('size'),
      line1: '',
      line2: '',
    }),
    check: (values) => {
      const errors: Partial<Record<string, FieldMessage>> = {};
      const quantity = Number(values.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > BASKET_LINE_MAX_QUANTITY)
        errors.quantity = encodeMessage(msg('validation.store.quantity', { numLimit: BASKET_LINE_MAX_QUANTITY }));
      for (const issue of chosenOptionIssues(product.options, chosenOf(values), product.engraved)) {
        const field = fieldOf(issue.path);
        errors[field] ??= encodeMessage(issue);
      }
      return errors;
    },
    onSubmit: async (_input, values) => {
      const chosen = chosenOf(values);
      const result = await runAddToBasket({
        input: {
          productId: product.id,
          quantity: Number(values.quantity),
          options: product.options.map((option) => ({ kind: option.kind, value: String(chosen[option.kind]) })),
          ...(product.engraved ? { engraving: [values.line1, values.line2] } : {}),
        },
      });
      if (!result) return;
      setBasketCount(result.addToBasket.count);
      setAdded(result.addToBasket);
    },
  });
  // a line too long, or with a character a tag cannot take, says so as it is typed
  const lineIssue = (line: string, index: number) => {
    const issue = product.engraved ? engravingLineIssues(line, index) : null;
    return issue ? encodeMessage(issue) : undefined;
  };
  const line1Issue = lineIssue(form.values.line1, 0);
  const line2Issue = lineIssue(form.values.line2, 1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the message is what changes
  useEffect(() => form.setError('line1', line1Issue), [line1Issue]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the message is what changes
  useEffect(() => form.setError('line2', line2Issue), [line2Issue]);
  /** each line's length as it is engraved, for its counter */
  const lengths = [engravingLength(form.values.line1), engravingLength(form.values.line2)] as const;
  return { form, added, clearAdded: () => setAdded(null), lengths };
}
