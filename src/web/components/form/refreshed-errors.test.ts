// Issue 38 D21 (decision 1010): the error summary does not go stale — after a failed submit, each
// correction takes its error (and summary entry) away at once, not at the next submit.
import { describe, expect, it } from 'vitest';
import { createPetFormSchema } from '../../../domain/pet/pet-form.schemas.js';
import { DOG_FORM, PET_FORM_NOW, PET_FORM_TODAY } from '../../../domain/pet/pet-form.fixtures.js';
import { DOMAIN_PARSE_PARAMS } from '../../../domain/shared/messages.js';
import { errorsFromIssues, type FieldErrors, refreshedErrors } from './form-errors.js';

const schema = createPetFormSchema({ mode: 'add', today: PET_FORM_TODAY, now: PET_FORM_NOW, otherPetNames: [] });
const check = (values: unknown): FieldErrors => {
  const parsed = schema.safeParse(values, DOMAIN_PARSE_PARAMS);
  return parsed.success ? {} : errorsFromIssues(parsed.error.issues);
};

describe('the errors of a failed submit as the person corrects (issue 38 D21)', () => {
  it('drops "Species: Please choose dog or cat." as soon as Cat is chosen, and words the cat question anew', () => {
    const submittedValues = { ...DOG_FORM, type: null, name: 'Mittens<script>#1' };
    const atSubmit = check(submittedValues);
    expect(Object.keys(atSubmit)).toEqual(expect.arrayContaining(['type', 'name']));
    const submitted = { values: submittedValues, local: new Set(Object.keys(atSubmit)), server: new Set<string>() };

    const cat = { ...submittedValues, type: 'C', isIndoor: null };
    const afterCat = refreshedErrors(atSubmit, submitted, check(cat), cat);
    expect(afterCat.type).toBeUndefined();
    expect(afterCat.name).toBe(atSubmit.name); // still wrong: still listed
    // no new error appears while the person is correcting (the indoor question waits for the submit)
    expect(afterCat.isIndoor).toBeUndefined();

    const named = { ...cat, name: 'Mittens' };
    expect(refreshedErrors(afterCat, submitted, check(named), named)).toEqual({});
  });

  it('keeps a server error until its own field changes, and the page’s own errors always', () => {
    const values = { email: 'a@example.com', name: 'Ann' };
    const current: FieldErrors = { email: { text: 'This email address already exists' }, name: { text: 'page' } };
    const submitted = { values, local: new Set<string>(), server: new Set(['email']) };
    const otherField = { ...values, name: 'Anne' };
    expect(refreshedErrors(current, submitted, {}, otherField)).toBe(current); // unchanged: the same object
    const newEmail = { ...values, email: 'b@example.com' };
    expect(refreshedErrors(current, submitted, {}, newEmail)).toEqual({ name: { text: 'page' } });
  });
});
