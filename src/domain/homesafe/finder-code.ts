// What a finder types on the HomeSafe page (issue 38 D16b, decision 0805): the HomeSafe tag code (ten
// characters, tag-code.ts) or the licence tag number engraved on the licence tag (license-tag.rules.ts).
// A few strings can be both ("ABCD234567"): the tag code is tried first, then the licence tag number.
import { normalizeLicenseTagNumber } from '../license/license-tag.rules.js';
import { type Message, msg } from '../shared/messages.js';
import { normalizeTagCode, TAG_CODE_LENGTH } from './tag-code.js';

/** A code as the found page and its API carry it: which kind, and its canonical form. */
export type FinderCode = { kind: 'TAG_CODE' | 'LICENSE_TAG'; value: string };

/** Every reading of what was typed, the tag code first; empty when it can be neither. */
export function readFinderCode(value: string | null | undefined): FinderCode[] {
  const tagCode = normalizeTagCode(value);
  const licenseTag = normalizeLicenseTagNumber(value);
  return [
    ...(tagCode ? [{ kind: 'TAG_CODE' as const, value: tagCode }] : []),
    ...(licenseTag ? [{ kind: 'LICENSE_TAG' as const, value: licenseTag }] : []),
  ];
}

/** The "Found a pet?" field: required, and a tag code or a licence tag number. */
export function finderCodeIssue(value: string | null | undefined): Message | null {
  if (!value?.trim()) return msg('validation.required');
  return readFinderCode(value).length > 0
    ? null
    : msg('validation.homesafe.finderCodeInvalid', { numLimit: TAG_CODE_LENGTH });
}
