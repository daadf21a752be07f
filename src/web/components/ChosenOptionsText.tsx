// What was chosen for a line of an order (design, colour, size, engraving), in the store's words:
// "Color: Blue · Design: Paw print · Engraving: BISCUIT / 206-555-0100". The receipt and the staff
// console's order page show it alike.
import { useTranslation } from 'react-i18next';

export type ChosenOptionsLine = {
  options: ReadonlyArray<{ kind: string; value: string }>;
  engraving: readonly string[];
};

/** The line's choices joined with " · ", or nothing when it has none. */
export function ChosenOptionsText({ line, className }: { line: ChosenOptionsLine; className?: string }) {
  const { t } = useTranslation('store');
  if (line.options.length === 0 && line.engraving.length === 0) return null;
  const parts = line.options.map((option) =>
    t('optionLine', { label: t(`options.${option.kind}.label`), value: t(`options.${option.kind}.${option.value}`) }),
  );
  if (line.engraving.length > 0)
    parts.push(t('optionLine', { label: t('product.engraving'), value: line.engraving.join(' / ') }));
  return <span className={className}>{parts.join(' · ')}</span>;
}
