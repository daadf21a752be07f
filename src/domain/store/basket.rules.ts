import { z } from 'zod';
import { encodeMessage, type FieldIssue, issueAt, msg } from '../shared/messages.js';
import { ENGRAVING, PRODUCT_OPTION_VALUES, type ProductOption, type ProductOptionKind } from './catalog.js';

// PRODUCT.md §5 Basket: one open basket, lines with a quantity, the chosen options and the price at
// which they were added; totals in integer cents with merchandise tax by jurisdiction.

/** The most of one line a basket holds (decision 0401: a household, not a reseller). */
export const BASKET_LINE_MAX_QUANTITY = 10;

/** A quantity is a whole number from 1 to the maximum; anything else is refused, not rounded. */
const QUANTITY_MESSAGE = encodeMessage(msg('validation.store.quantity', { numLimit: BASKET_LINE_MAX_QUANTITY }));
export const basketQuantitySchema = z
  .number({ message: QUANTITY_MESSAGE })
  .int({ message: QUANTITY_MESSAGE })
  .min(1, { message: QUANTITY_MESSAGE })
  .max(BASKET_LINE_MAX_QUANTITY, { message: QUANTITY_MESSAGE });

export type ChosenOptions = Partial<Record<string, string>> & { engraving?: string[] };

/** The chosen options must be exactly the product's: one allowed value per offered kind, nothing else. */
export function chosenOptionIssues(
  offered: ReadonlyArray<Pick<ProductOption, 'values'> & { kind: string }>,
  chosen: Record<string, unknown>,
  engraved: boolean,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const option of offered) {
    const value = chosen[option.kind];
    const vocabulary: readonly string[] = PRODUCT_OPTION_VALUES[option.kind as ProductOptionKind] ?? [];
    const known = vocabulary.includes(String(value));
    if (typeof value !== 'string' || !known || !option.values.includes(value))
      issues.push(issueAt(['options', option.kind], msg('validation.store.optionRequired')));
  }
  const kinds = new Set<string>([...offered.map((option) => option.kind), ...(engraved ? ['engraving'] : [])]);
  for (const key of Object.keys(chosen))
    if (!kinds.has(key)) issues.push(issueAt(['options', key], msg('validation.store.optionUnknown')));
  if (engraved) issues.push(...engravingIssues(chosen.engraving));
  return issues;
}

function engravingLineIssue(index: number): FieldIssue {
  return issueAt(
    ['options', 'engraving', index],
    msg('validation.store.engravingLine', { numLimit: ENGRAVING.maxLength }),
  );
}

/**
 * PRODUCT.md §5: what an engraving line may hold besides letters (with their accents), digits and
 * spaces: these marks, the ones a name or a phone number needs. One list: the rule reads it and the
 * message names it.
 */
export const ENGRAVING_MARKS = ['.', ',', "'", '(', ')', '+', '#', '&', '-'] as const;
const MARKS: ReadonlySet<string> = new Set(ENGRAVING_MARKS);
const isEngravable = (character: string) => /^[\p{L}\p{M}\p{N} ]$/u.test(character) || MARKS.has(character);

/** A line as it is engraved (and counted): trimmed, inner spaces collapsed (normalizedEngraving). */
export function engravedLine(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}

/**
 * How many characters a line takes on the tag, as a person counts them (code points; spaces collapsed,
 * as it is engraved): the product page's counter and the rule count alike (issue 38 D6).
 */
export function engravingLength(line: string): number {
  return Array.from(engravedLine(line)).length;
}

/** The characters of a line that cannot be engraved, each once, in the order typed ("206/555/0188" → ["/"]). */
export function unengravableCharacters(line: string): string[] {
  return [...new Set(Array.from(engravedLine(line)).filter((character) => !isEngravable(character)))];
}

/**
 * One line's issue, or null (issue 38 D6, decision 1010): too long says how long it is and what a line
 * holds, a character that cannot be engraved is named — the line is never cut nor filtered silently.
 */
export function engravingLineIssues(line: string, index: number): FieldIssue | null {
  const path = ['options', 'engraving', index];
  const refused = unengravableCharacters(line);
  if (refused.length > 0)
    return issueAt(
      path,
      msg('validation.store.engravingCharacters', {
        characters: refused.join(' '),
        punctuation: ENGRAVING_MARKS.join(' '),
      }),
    );
  const length = engravingLength(line);
  if (length > ENGRAVING.maxLength)
    return issueAt(path, msg('validation.store.engravingTooLong', { numLimit: ENGRAVING.maxLength, count: length }));
  return null;
}

/** PRODUCT.md §5 engraving lines: the first (the pet's name) is required; engravable, short lines. */
export function engravingIssues(lines: unknown): FieldIssue[] {
  const list = Array.isArray(lines) ? lines : [];
  if (list.length > ENGRAVING.lines || list.some((line) => typeof line !== 'string')) return [engravingLineIssue(0)];
  const issues: FieldIssue[] = [];
  for (let index = 0; index < ENGRAVING.lines; index += 1) {
    const line = String(list[index] ?? '');
    if (index === 0 && !line.trim())
      issues.push(issueAt(['options', 'engraving', 0], msg('validation.store.engravingRequired')));
    else {
      const issue = engravingLineIssues(line, index);
      if (issue) issues.push(issue);
    }
  }
  return issues;
}

/** Engraving as it is stored and shown: trimmed lines, inner spaces collapsed, empty trailing lines dropped. */
export function normalizedEngraving(lines: readonly string[]): string[] {
  const cleaned = lines.map(engravedLine);
  while (cleaned.length > 0 && !cleaned[cleaned.length - 1]) cleaned.pop();
  return cleaned;
}

export type BasketLineAmounts = { unitPriceCents: number; quantity: number; taxable: boolean };

/** Half-up rounding to the cent of a rate in basis points (1 bp = 0.01 %). */
export function taxOf(taxableCents: number, rateBasisPoints: number): number {
  return Math.floor((taxableCents * rateBasisPoints + 5_000) / 10_000);
}

/** PRODUCT.md §5: merchandise is taxed at the jurisdiction's rate, licences are tax-exempt. */
export function basketTotals(lines: readonly BasketLineAmounts[], rateBasisPoints: number) {
  let subtotalCents = 0;
  let taxableCents = 0;
  let count = 0;
  for (const line of lines) {
    const amount = line.unitPriceCents * line.quantity;
    subtotalCents += amount;
    if (line.taxable) taxableCents += amount;
    count += line.quantity;
  }
  const taxCents = taxOf(taxableCents, rateBasisPoints);
  return { count, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** What a shopper sends to put a product in the basket (the server checks the options against the product). */
export const addToBasketSchema = z.object({
  productId: z.uuid({ message: 'validation.invalidValue' }),
  quantity: basketQuantitySchema,
  options: z.record(z.string(), z.unknown()).default({}),
});
export type AddToBasketInput = z.output<typeof addToBasketSchema>;

export const changeBasketLineSchema = z.object({
  lineId: z.uuid({ message: 'validation.invalidValue' }),
  quantity: basketQuantitySchema,
});

/** The same choice is the same line: a stable key of the chosen options. */
export function optionsKeyOf(options: ChosenOptions): string {
  return JSON.stringify(
    Object.keys(options)
      .sort()
      .map((key) => [key, options[key]]),
  );
}
