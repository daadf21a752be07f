// spec §2.12 administrator view (issue 14 left it for the console): the jurisdictions of the owner's
// home address, those the administrator does not administer disabled and shown in red (spec §6), the
// chosen one's terms as an ordered list and the one required confirmation checkbox.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/address.rules.js';
import { adminTermsIssue } from '../../../domain/jurisdiction/jurisdiction-terms.rules.js';
import { useMessage } from '../../components/form/use-message.js';
import { JurisdictionChooser } from '../../components/jurisdiction/JurisdictionChooser.js';
import { JurisdictionMovePanel } from '../../components/jurisdiction/JurisdictionMovePanel.js';
import { useJurisdictionSuggestions } from '../../components/jurisdiction/use-jurisdiction-suggestions.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { errorCodeOf, fieldErrorsOf, serverErrorText } from '../../lib/graphql-client.js';
import type { AdminOwnerFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useAdminMoveOwnerMutation } from './api/admin-move-owner.generated.js';

export function MoveOwnerPanel({ owner, onMoved }: { owner: AdminOwnerFieldsFragment; onMoved: () => void }) {
  const { run: runAdminMoveOwner } = useAdminMoveOwnerMutation();
  const { t } = useTranslation(['admin', 'serverErrors']);
  const message = useMessage();
  const home = owner.address ? (owner.address as unknown as Address) : null;
  const { lookup } = useJurisdictionSuggestions(home);
  const [choice, setChoice] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!home) return <p>{t('move.noAddress')}</p>;
  if (lookup.status === 'loading' || lookup.status === 'idle') return <LoadingIndicator />;
  if (lookup.status === 'error') return <p className="form-alert">{serverErrorText(t, 'INTERNAL')}</p>;
  const options = lookup.suggestions.suggestedJurisdictions.filter((option) => option.id !== owner.jurisdictionId);
  if (options.length === 0) return <p>{t('move.nowhereElse', { name: owner.jurisdictionName })}</p>;
  const chosen = options.find((option) => option.id === choice) ?? null;

  const move = async () => {
    if (!chosen) return;
    const issue = adminTermsIssue(confirmed);
    if (issue) {
      setError(message(issue));
      document.getElementById('staff-move-confirm')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await runAdminMoveOwner({ accountId: owner.id, jurisdictionId: chosen.id, confirmed });
      setChoice(null);
      setConfirmed(false);
      onMoved();
    } catch (caught) {
      const field = fieldErrorsOf(caught)?.confirmed;
      if (field) setError(message(field));
      else setFailure(serverErrorText(t, errorCodeOf(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="staff-move">
      <JurisdictionChooser
        options={options}
        fallback={null}
        value={choice}
        onChange={(id) => {
          setChoice(id);
          setConfirmed(false);
          setError(null);
        }}
        adminAccessRequired
        legend={t('move.chooserLegend')}
      />
      {chosen?.moveTerms ? (
        <JurisdictionMovePanel
          id="staff-move-confirm"
          isAdmin
          terms={chosen.moveTerms}
          value={confirmed}
          error={error}
          onChange={(value) => {
            setConfirmed(value);
            if (value) setError(null);
          }}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="form-alert">
          {failure}
        </p>
      ) : null}
      {chosen ? (
        <button type="button" className="button" disabled={busy} onClick={() => void move()}>
          {t('move.submit', { name: chosen.name })}
        </button>
      ) : null}
    </div>
  );
}
