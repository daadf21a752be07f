// What was chosen for a line of an order (design, colour, size, engraving), in the store's words:
// "Color: Blue · Design: Paw print · Engraving: BISCUIT / 206-555-0100". The receipt and the staff
// console's order page show it alike. Each choice is a span of its own, so that a narrow table can put
// one choice on a line (store.css) instead of breaking them mid-phrase.
import { Fragment } from 'react';
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
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 ? <span className="chosen-options-separator"> · </span> : null}
          <span className="chosen-option">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
