import { z } from 'zod';
import { type Message, msg } from '../shared/messages.js';
import { checkedBy, keyed, looseText, typedText } from '../shared/schema.helpers.js';
import { maxCharsIssue, trimToNull } from '../shared/text.rules.js';
import { emailIssue } from '../account/account.rules.js';
import { personNameSchema, phonesSchema } from '../account/account.schemas.js';

// Pet guardians: other people responsible for the owner's pets (emergency contacts). The spec does
// not show their fields (spec §3 Other entities); the bounds below are decision 0105.

/** At most this many guardians per owner. */
export const MAX_PET_GUARDIANS = 10;
/** The first guardians, by position, are the wallet card's emergency contacts (spec §2.17). */
export const WALLET_CARD_EMERGENCY_CONTACTS = 2;
export const RELATIONSHIP_MAX_LENGTH = 50;

/** Optional, at most 50 characters. */
export function relationshipIssue(value: string | null | undefined): Message | null {
  const relationship = trimToNull(value);
  return relationship ? maxCharsIssue(relationship, RELATIONSHIP_MAX_LENGTH) : null;
}

/** Optional; when given, the same rule as the owner's e-mail (spec §5 Account). */
export function optionalEmailIssue(value: string | null | undefined): Message | null {
  return trimToNull(value) ? emailIssue(value) : null;
}

/** A new guardian is refused once the owner has the maximum. */
export function petGuardianLimitIssue(existing: number): Message | null {
  return existing >= MAX_PET_GUARDIANS ? msg('validation.petGuardian.tooMany', { numLimit: MAX_PET_GUARDIANS }) : null;
}

/** Whether the guardian at this position (0-based, in list order) is printed on the wallet card. */
export function isWalletCardEmergencyContact(index: number): boolean {
  return index >= 0 && index < WALLET_CARD_EMERGENCY_CONTACTS;
}

/** An optional text field checked by one rule: trimmed, blank becomes null. */
function optionalRuledText(rule: (value: string | null) => Message | null, base: typeof looseText = looseText) {
  return checkedBy(base, rule).transform((value) => trimToNull(value));
}

/**
 * The guardian form: names required, relationship and e-mail optional, at least one phone. The
 * page and the server parse the same schema; every failing field is reported at once.
 */
export const petGuardianSchema = z.object(
  {
    firstName: personNameSchema,
    lastName: personNameSchema,
    relationship: optionalRuledText(relationshipIssue, typedText),
    email: optionalRuledText(optionalEmailIssue),
    /** at least one phone (spec §5 Account: phone required), at most three, as the owner's */
    phones: phonesSchema,
  },
  keyed(msg('validation.invalidValue')),
);

export type PetGuardianInput = z.input<typeof petGuardianSchema>;
export type PetGuardianForm = z.output<typeof petGuardianSchema>;
