// Server-rendered markup of the form (the unit project has no DOM): labels, autocomplete, the checklist.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedI18n } from '../../i18n/test-i18n.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';

describe('ChangePasswordForm markup', () => {
  let english: I18n;
  let french: I18n;
  beforeAll(async () => {
    [english, french] = await Promise.all([
      loadedI18n('en_US', ['passwordReset', 'validation', 'account']),
      loadedI18n('fr_CA', ['passwordReset', 'validation', 'account']),
    ]);
  });

  const render = (i18n: I18n) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ChangePasswordForm />
      </I18nextProvider>,
    );

  it('asks for the current and the new password, each labelled, with the checklist tied to the new one', () => {
    const html = render(english);
    expect(html).toMatch(/<h2 id="[^"]+">Change password<\/h2>/);
    const currentId = html.match(/<label for="([^"]+)">Current password<\/label>/)?.[1];
    const newId = html.match(/<label for="([^"]+)">New password<\/label>/)?.[1];
    expect(html).toMatch(new RegExp(`id="${currentId}"[^>]*autoComplete="current-password"`));
    expect(html).toMatch(
      new RegExp(`id="${newId}"[^>]*autoComplete="new-password"[^>]*aria-describedby="${newId}-checklist"`),
    );
    expect(html).toContain(`<div id="${newId}-checklist" class="password-checklist">`);
    expect(html).toContain('type="password"');
    expect(html).not.toContain('aria-invalid');
  });

  it('speaks French in fr_CA', () => {
    const html = render(french);
    expect(html).toContain('Changer le mot de passe');
    expect(html).toContain('Mot de passe actuel');
    expect(html).toContain('Nouveau mot de passe');
  });
});
