// Server-rendered markup of the date group (the unit project has no DOM), issue 38 D19: one error above
// the whole group, the fieldset described by it, and the wrong parts (all of them for a wrong date) marked.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { loadedI18n } from '../../i18n/test-i18n.js';
import { LocaleContext } from '../../lib/locale-context.js';
import { type DateParts, DatePartsFields, dateGroupError } from './DatePartsFields.js';
import type { FieldErrors } from './form-errors.js';
import type { DomainForm } from './use-domain-form.js';

type Values = { birthdate: DateParts };
const idOf = (path: string) => `signup-${path.replace(/\./g, '-')}`;

/** The little of a form the group reads: its values, its errors and its ids. */
function formWith(errors: FieldErrors): DomainForm<Values> {
  return {
    values: { birthdate: { day: '30', month: '2', year: '20' } },
    set: () => {},
    errors,
    setError: () => {},
    idOf,
    submitting: false,
    formMessage: null,
    summary: [],
    labelField: () => {},
    fieldProps: (path, label) => ({ id: idOf(path), label, error: errors[path] }),
    showErrors: () => {},
    reset: () => {},
    formRef: { current: null },
    summaryRef: { current: null },
    onSubmit: () => {},
  };
}

const DAY_ERROR = { text: 'Please enter a number between 1 and 29.' };
const YEAR_ERROR = { text: 'Please enter a 4-digit year.' };

describe('the date group (issue 38 D19)', () => {
  const i18n: Partial<Record<LocaleCode, I18n>> = {};
  beforeAll(async () => {
    i18n.en_US = await loadedI18n('en_US', ['account', 'validation']);
    i18n.fr_CA = await loadedI18n('fr_CA', ['account', 'validation']);
  });
  const render = (errors: FieldErrors, locale: LocaleCode = 'en_US') =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n[locale] as I18n}>
        <LocaleContext value={locale}>
          <DatePartsFields form={formWith(errors)} name="birthdate" legend="Birth date" hint="For example, 3 27 1985" />
        </LocaleContext>
      </I18nextProvider>,
    );
  const control = (html: string, id: string) =>
    new RegExp(`<(input|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

  it('shows one error above the fields, led by the part it is about, and describes the group with it', () => {
    const html = render({ 'birthdate.day': DAY_ERROR, 'birthdate.year': YEAR_ERROR });
    expect(html.match(/class="field-error/g)).toHaveLength(1);
    expect(html).toContain(
      '<p id="signup-birthdate-error" class="field-error date-parts-error">Day: Please enter a number between 1 and 29.</p>',
    );
    expect(html.indexOf('date-parts-error')).toBeLessThan(html.indexOf('date-parts-row'));
    expect(html).toMatch(
      /<fieldset id="signup-birthdate"[^>]*aria-describedby="signup-birthdate-hint signup-birthdate-error"/,
    );
    // every wrong part is marked, the right one is not
    expect(control(html, 'signup-birthdate-day')).toContain('aria-invalid="true"');
    expect(control(html, 'signup-birthdate-year')).toContain('aria-invalid="true"');
    expect(control(html, 'signup-birthdate-month')).not.toContain('aria-invalid');
  });

  it('marks every part when the date as a whole is wrong, and says it without a part’s label', () => {
    const html = render({ birthdate: { text: 'The date of birth must be in the past.' } });
    expect(html).toContain('class="field-error date-parts-error">The date of birth must be in the past.</p>');
    for (const part of ['month', 'day', 'year'])
      expect(control(html, `signup-birthdate-${part}`)).toContain('aria-invalid="true"');
  });

  it('has no error, no invalid part and only the hint in its description when the date is right', () => {
    const html = render({});
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('field-error');
    expect(html).toMatch(/<fieldset id="signup-birthdate"[^>]*aria-describedby="signup-birthdate-hint"/);
  });

  it('writes the French colon with its no-break space', () => {
    expect(render({ 'birthdate.day': DAY_ERROR }, 'fr_CA')).toContain('Jour\u00a0: Please enter a number');
  });

  it('takes the first wrong part in the order they stand, and the whole date only when no part is wrong', () => {
    expect(dateGroupError({ year: YEAR_ERROR, day: DAY_ERROR, group: 'x' })).toEqual({
      part: 'day',
      message: DAY_ERROR,
    });
    expect(dateGroupError({ group: 'x' })).toEqual({ part: null, message: 'x' });
    expect(dateGroupError({})).toBeNull();
  });
});
