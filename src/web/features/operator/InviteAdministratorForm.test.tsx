// Server-rendered markup of "Invite an administrator" (the unit project has no DOM): a retired jurisdiction
// gets no new administrators (decision 0308), so the list offers only the others.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedI18n } from '../../i18n/test-i18n.js';
import { NotificationsProvider } from '../../lib/notifications.js';
import { InviteAdministratorForm } from './InviteAdministratorForm.js';

describe('InviteAdministratorForm markup', () => {
  let french: I18n;
  beforeAll(async () => {
    french = await loadedI18n('fr_CA', ['operator', 'validation']);
  });

  it('offers every jurisdiction but the retired ones, and says why', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={french}>
        <NotificationsProvider>
          <InviteAdministratorForm
            jurisdictions={[
              { id: '1', name: 'Ottawa, ON', retired: false },
              { id: '2', name: 'Ancienne-Lorette, QC', retired: true },
              { id: '3', name: 'Toronto, ON', retired: false },
            ]}
            onInvited={() => {}}
          />
        </NotificationsProvider>
      </I18nextProvider>,
    );
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, id, name]) => [
      id,
      name,
    ]);
    expect(options).toEqual([
      ['', 'Choisissez une municipalité'],
      ['1', 'Ottawa, ON'],
      ['3', 'Toronto, ON'],
    ]);
    // the hint says why (its words are the catalog's)
    expect(html).toContain(french.t('operator:console.inviteHint'));
    expect(french.t('operator:console.inviteHint')).toMatch(/retirées/);
  });
});
