// The rabies uploader's state (spec §2.14, §4 Rabies uploader, §5 Rabies): the expiration date checked
// as soon as the uploader loads and at every change, in the jurisdiction's time zone; the upload button's
// disabled rule; the attempted / succeeded states that hide the form; the upload, the removal (with its
// loading state, resetting the attempted state) and the errors, each said where it belongs.
import { todayForJurisdiction } from '../../../../domain/jurisdiction/jurisdiction-day.rules.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '../../../../domain/dates/calendar.js';
import {
  isRabiesUploadDisabled,
  rabiesFileIssue,
  rabiesUploadDate,
  showRabiesForm,
  validateRabiesExpiry,
} from '../../../../domain/rabies/rabies.rules.js';
import { encodeMessage, type FieldIssue, msg } from '../../../../domain/shared/messages.js';
import { type DateParts, EMPTY_DATE_PARTS } from '../../../components/form/DatePartsFields.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../../components/form/use-message.js';
import { serverErrorText } from '../../../lib/graphql-client.js';
import { useLazyPetRabiesProofQuery } from '../api/pet-rabies-proof.generated.js';
import { type RabiesProof, removeRabiesProof, uploadRabiesProof } from './rabies-proof.api.js';

/** What the uploader needs of a pet (a PetFields fragment has it all). */
export type RabiesPet = {
  id: string;
  name: string;
  gender: string | null;
  rabiesExpireDate: string | null;
  mostRecentRabiesProof: RabiesProof | null;
};

export type UseRabiesProofOptions = {
  pet: RabiesPet;
  timeZone: string;
  allowPastRabies?: boolean | undefined;
  onChange?: ((proof: RabiesProof | null) => void) | undefined;
  /**
   * issue 38 D23: the typed expiry (YYYY-MM-DD) while it is valid and no file is sent yet, else null —
   * the licence terms follow it at once, not only once a file is uploaded
   */
  onExpiryChange?: ((expiry: string | null) => void) | undefined;
};

type Values = { expiry: DateParts };

/** The group's own error and each part's, as the date group shows them (issue 38 D19). */
const EXPIRY_PATHS = ['expiry', 'expiry.month', 'expiry.day', 'expiry.year'] as const;

/** The rule's issues at the form's paths: the first of each part, and the date's own at the group. */
function expiryErrorsOf(issues: readonly FieldIssue[]): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const path = issue.path.length ? `expiry.${issue.path.join('.')}` : 'expiry';
    errors[path] ??= encodeMessage(issue);
  }
  return errors;
}

const wholeDate = (date: DateParts) => date.day.trim() !== '' && date.month !== '' && date.year.trim() !== '';

/** issue 38 D5: why a file chosen with an invalid date was not taken (it goes once the date is valid) */
const FILE_NOT_TAKEN = encodeMessage(msg('validation.rabies.fileNotTakenDate'));

export function useRabiesProof({
  pet,
  timeZone,
  allowPastRabies = false,
  onChange,
  onExpiryChange,
}: UseRabiesProofOptions) {
  const { run: runPetRabiesProof } = useLazyPetRabiesProofQuery();
  const { t } = useTranslation(['rabies', 'common', 'serverErrors']);
  const form = useDomainForm<Values>({
    id: `rabies-${pet.id}`,
    initialValues: { expiry: EMPTY_DATE_PARTS },
    onSubmit: () => undefined,
  });
  const [proof, setProof] = useState<RabiesProof | null>(pet.mostRecentRabiesProof);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<FieldMessage | null>(null);
  /** a rejected proof stays on file, but the owner asked to upload another */
  const [replacing, setReplacing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const today = useMemo(() => todayForJurisdiction(new Date(), timeZone), [timeZone]);
  const expiry = form.values.expiry;
  const options = { today, allowPastRabies };
  // spec §5: validated as soon as the uploader loads, and again at every change: the upload button follows
  // the rule from the first moment. Decision 1011 (issue 38 D26): its messages show once the owner has
  // typed a whole date, or has typed and left the group; before, a neutral note says what the button needs.
  const check = validateRabiesExpiry(expiry, options);
  const [dateTouched, setDateTouched] = useState(false);
  const errorsShown = dateTouched || wholeDate(expiry);
  const shownErrors = errorsShown ? expiryErrorsOf(check.issues) : {};
  const shownKey = JSON.stringify(shownErrors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages are what changes
  useEffect(() => {
    for (const path of EXPIRY_PATHS) form.setError(path, shownErrors[path]);
  }, [shownKey]);

  const succeeded = proof !== null && !replacing;
  const formShown = showRabiesForm({ attempted, succeeded });
  const typedExpiry = formShown && check.value ? toIsoDate(check.value) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the date is what changes
  useEffect(() => {
    onExpiryChange?.(typedExpiry);
  }, [typedExpiry]);

  const changed = (next: RabiesProof | null) => {
    setProof(next);
    onChange?.(next);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    const fileIssue = rabiesFileIssue(file);
    if (fileIssue) {
      setFailure(encodeMessage(fileIssue));
      return;
    }
    const date = rabiesUploadDate(expiry, pet.rabiesExpireDate, options);
    if ('issues' in date) {
      // issue 38 D5: a file chosen while the date is invalid is not taken, and the owner is told why
      if (fileInput.current) fileInput.current.value = '';
      setFailure(FILE_NOT_TAKEN);
      setDateTouched(true); // the date's errors show from now on
      return;
    }
    setAttempted(true);
    setUploading(true);
    try {
      const answer = await uploadRabiesProof(pet.id, file, date.datePayload);
      if ('proof' in answer) {
        setReplacing(false);
        changed(answer.proof);
        return;
      }
      const { failure: refused } = answer;
      setFailure(
        'message' in refused
          ? encodeMessage(refused.message)
          : 'field' in refused
            ? refused.field
            : { text: serverErrorText(t, refused.code) },
      );
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async () => {
    setRemoving(true);
    setFailure(null);
    try {
      await removeRabiesProof(pet.id);
      // an older proof may be on file still: the pet's most recent one is asked again
      const data = await runPetRabiesProof({ id: pet.id }).catch(() => null);
      setAttempted(false);
      setReplacing(false);
      form.set('expiry', EMPTY_DATE_PARTS);
      setDateTouched(false);
      changed(data?.pet.mostRecentRabiesProof ?? null);
    } catch {
      setFailure({ text: t('rabies:uploader.failed') });
    } finally {
      setRemoving(false);
    }
  };

  return {
    form,
    proof,
    formShown,
    uploading,
    removing,
    failure: failure === FILE_NOT_TAKEN && check.issues.length === 0 ? null : failure,
    /** spec §5 Upload button disabled: no valid date (decision 1010: any invalid one), or an upload in progress */
    uploadDisabled: isRabiesUploadDisabled({ expiry, today, uploading, allowPastRabies }),
    /** decision 1011: the date is not valid yet and its errors do not show yet: a neutral note says why Upload waits */
    dateNeeded: !errorsShown && check.value === null,
    /** focus left the date group: once something was typed, its errors show */
    leaveDate: () => {
      if (Object.values(expiry).some((part) => part.trim() !== '')) setDateTouched(true);
    },
    fileInput,
    chooseFile: () => fileInput.current?.click(),
    upload: (file: File | undefined) => void upload(file),
    remove: () => void remove(),
    /** after a failed attempt: the form again (spec §4: the attempted state resets) */
    tryAgain: () => {
      setAttempted(false);
      setFailure(null);
    },
    /** a rejected proof: the form again to send a new one */
    uploadNew: () => {
      setReplacing(true);
      setAttempted(false);
      setFailure(null);
    },
  };
}
