// Server-rendered markup (the unit project has no DOM): the checklist's line under a password field.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedI18n } from '../../i18n/test-i18n.js';
import { PasswordChecklist } from './PasswordChecklist.js';

const NOT_MET = 'Your password does not meet the requirements listed below';

describe('PasswordChecklist', () => {
  let english: I18n;
  beforeAll(async () => {
    english = await loadedI18n('en_US', ['validation', 'account']);
  });

  const render = (password: string, fieldShowsError: boolean) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={english}>
        <PasswordChecklist id="pw-checklist" password={password} fieldShowsError={fieldShowsError} />
      </I18nextProvider>,
    );

  it('says the password falls short while the person types, before the field shows an error', () => {
    expect(render('short', false)).toContain(NOT_MET);
  });

  it('says it once: while the field shows "does not meet the requirements", the checklist is only headed', () => {
    const html = render('short', true);
    expect(html).not.toContain(NOT_MET);
    expect(html).toContain('Your password needs:');
  });

  it('still says a password is secure, error or not', () => {
    expect(render('Brand-New-Owner-42!', true)).not.toContain('Your password needs:');
  });
});
