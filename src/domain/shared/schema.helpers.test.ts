import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { profileSettingsSchema } from '../account/my-details.schemas.js';
import { keyed, safeParseDomain } from './schema.helpers.js';
import { msg } from './messages.js';
import { decodeMessage } from './message-format.js';

// issue 11: 6 — zod's own checks speak English; every message a person reads must be a message key.
describe('safeParseDomain', () => {
  const schema = z.object(
    {
      inner: z.object({ flag: z.boolean() }),
      keyed: z.string(keyed(msg('validation.email.invalid'))),
    },
    keyed(msg('validation.invalidValue')),
  );
  const messages = (input: unknown) =>
    safeParseDomain(schema, input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('keys the issues no rule keyed: nothing given is required, anything else an invalid value', () => {
    expect(messages({ keyed: 'x' })).toEqual([['inner', 'validation.required']]);
    expect(messages({ inner: 5, keyed: 'x' })).toEqual([['inner', 'validation.invalidValue']]);
    expect(messages({ inner: { flag: 'yes' }, keyed: 'x' })).toEqual([['inner.flag', 'validation.invalidValue']]);
  });

  it("keeps a rule's own key", () => {
    expect(messages({ inner: { flag: true }, keyed: 5 })).toEqual([['keyed', 'validation.email.invalid']]);
    expect(messages(null)).toEqual([['', 'validation.invalidValue']]);
  });

  it('never lets a text that is not a key through, whatever the input (property-like sweep)', () => {
    for (const input of [undefined, null, 1, 'x', [], {}, { inner: [] }, { inner: { flag: null }, keyed: {} }]) {
      for (const issue of safeParseDomain(schema, input).error?.issues ?? []) {
        expect(decodeMessage(issue.message).key, issue.message).not.toBe('validation.unexpected');
      }
    }
  });

  it('lets Profile Settings change the language alone (notificationPreferences is optional in the API)', () => {
    expect(safeParseDomain(profileSettingsSchema, { locale: 'es_US' }).data).toEqual({
      locale: 'es_US',
      notificationPreferences: null,
    });
    expect(
      safeParseDomain(profileSettingsSchema, { locale: 'es_US', notificationPreferences: 3 }).error?.issues[0]?.message,
    ).toBe('validation.invalidValue');
  });
});
