// issue 17 Jurisdiction settings: an administrator chooses one of their jurisdictions (when they have
// more than one) and edits its settings, information pages, FAQ and move terms. Live for owners at once.
// issue 38 D33 (decision 0706): one section at a time, each with its own address, chosen at the top.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import type { JurisdictionSettingsFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useSession } from '../../lib/session.js';
import { adminOnlyPage } from '../../components/staff/AdminOnly.js';
import { useAdministeredJurisdictionsQuery } from './api/administered-jurisdictions.generated.js';
import { useJurisdictionSettingsQuery } from './api/jurisdiction-settings.generated.js';
import { FaqForm } from './FaqForm.js';
import { InfoPageForm } from './InfoPageForm.js';
import { MoveTermsForm } from './MoveTermsForm.js';
import { SettingsForm } from './SettingsForm.js';
import {
  type SettingsSection,
  SettingsSectionsNav,
  settingsSectionId,
  useFocusSectionOnChange,
  useSettingsSection,
} from './SettingsSections.js';
import '../../components/staff/admin-screens.css';
import './admin-settings.css';

export const AdminSettingsPage = adminOnlyPage('adminSettings', 'title', SettingsScreen);

function SettingsScreen() {
  const { t } = useTranslation('adminSettings');
  const { viewer } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);
  const section = useSettingsSection();
  useFocusSectionOnChange(section);
  const list = useAdministeredJurisdictionsQuery(
    {},
    { enabled: viewer?.role === 'ADMIN', select: (data) => data?.administeredJurisdictions ?? [] },
  );
  const cities = list.state.status === 'ready' ? list.state.data : [];
  const jurisdictionId = chosen ?? cities[0]?.id ?? null;
  const loaded = useJurisdictionSettingsQuery(
    { jurisdictionId: jurisdictionId ?? '' },
    { enabled: !!jurisdictionId, select: (data) => data?.jurisdictionSettings ?? null },
  );
  if (list.state.status === 'loading') return <LoadingIndicator />;
  const failed = list.state.status === 'error' || loaded.state.status === 'error';
  const settings = loaded.state.status === 'ready' ? loaded.state.data : null;
  const saved = (next: JurisdictionSettingsFieldsFragment) => loaded.setState({ status: 'ready', data: next });
  return (
    <PublicPage title={t('title')} lede={t('lede')} className="admin-settings-page">
      {cities.length === 0 && !failed ? <EmptyState title={t('none')}>{t('noneText')}</EmptyState> : null}
      {cities.length > 1 ? (
        <div className="field settings-jurisdiction">
          <label htmlFor="settings-jurisdiction">{t('jurisdiction')}</label>
          <select
            id="settings-jurisdiction"
            value={jurisdictionId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {failed ? (
        <EmptyState
          alert
          title={t('loadFailed')}
          action={
            <button
              type="button"
              className="button"
              onClick={() => {
                list.reload();
                loaded.reload();
              }}
            >
              {t('retry')}
            </button>
          }
        />
      ) : null}
      {jurisdictionId && loaded.state.status === 'loading' ? <LoadingIndicator /> : null}
      {settings ? <SettingsSectionsNav current={section} /> : null}
      {settings ? (
        <div key={settings.id} className="admin-settings">
          {/* not keyed by version: saving a FAQ or a page moves the version on, and must not throw away what
              is being typed here (the form sends the version it was last given); every section stays
              mounted, only the chosen one shown, so that what was typed in another is kept too */}
          <Section name="general" current={section}>
            <SettingsForm settings={settings} onSaved={saved} />
          </Section>
          <Section name="info" current={section}>
            <InfoPageForm settings={settings} onSaved={saved} />
          </Section>
          <Section name="faq" current={section}>
            <FaqForm settings={settings} onSaved={saved} />
          </Section>
          <Section name="move" current={section}>
            <MoveTermsForm settings={settings} onSaved={saved} />
          </Section>
        </div>
      ) : null}
    </PublicPage>
  );
}

function Section({
  name,
  current,
  children,
}: {
  name: SettingsSection;
  current: SettingsSection;
  children: ReactNode;
}) {
  return (
    <div id={settingsSectionId(name)} hidden={name !== current}>
      {children}
    </div>
  );
}
