// spec §2.11, §4 automatic selection at sign-up (decision 0302): once the home address is chosen, the
// jurisdiction that contains it is shown; when several (or none) do, the owner chooses in the
// suggestions chooser, with the one being viewed preselected when it is among them.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/address.rules.js';
import { useMessage } from '../../components/form/use-message.js';
import type { DomainForm } from '../../components/form/use-domain-form.js';
import { JurisdictionChooser } from '../../components/jurisdiction/JurisdictionChooser.js';
import { useJurisdictionSuggestions } from '../../components/jurisdiction/use-jurisdiction-suggestions.js';
import { useSession } from '../../lib/session.js';

export type JurisdictionValues = { address: Address | null; jurisdictionId: string | null };

export function SignUpJurisdiction({ form }: { form: DomainForm<JurisdictionValues> }) {
  const { t } = useTranslation('jurisdiction');
  const format = useMessage();
  const { city } = useSession();
  const { lookup, selectedId, setSelectedId } = useJurisdictionSuggestions(form.values.address, {
    preselectSlug: city?.slug ?? null,
  });
  form.labelField('jurisdictionId', t('chooser.heading'));

  // the form sends what the chooser shows: the auto-selected, preselected or chosen id
  useEffect(() => {
    if (form.values.jurisdictionId !== selectedId) form.set('jurisdictionId', selectedId);
  }, [selectedId, form]);

  if (lookup.status === 'idle' || lookup.status === 'error') return null;
  if (lookup.status === 'loading')
    return (
      <p className="jurisdiction-finding" role="status">
        {t('signUp.finding')}
      </p>
    );
  const { suggestions } = lookup;
  const auto = suggestions.suggestedJurisdictions.find((option) => option.id === suggestions.autoSelectedId);
  if (auto)
    return (
      <p className="jurisdiction-found" role="status">
        {t('signUp.found', { name: auto.name })}
      </p>
    );
  const error = form.errors.jurisdictionId;
  return (
    <JurisdictionChooser
      id={form.idOf('jurisdictionId')}
      options={suggestions.suggestedJurisdictions.map((option) => ({
        ...option,
        color: option.color ?? null,
        jurisdictionInformation: option.jurisdictionInformation ?? null,
      }))}
      fallback={suggestions.fallbackJurisdiction ?? null}
      value={selectedId}
      onChange={setSelectedId}
      error={error ? format(error) : null}
    />
  );
}
