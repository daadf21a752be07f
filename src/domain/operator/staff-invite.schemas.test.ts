import { describe, expect, it } from 'vitest';
import { safeParseDomain } from '../shared/schema.helpers.js';
import { acceptInviteSchema, inviteAdministratorSchema } from './staff-invite.schemas.js';

const keysOf = (result: ReturnType<typeof safeParseDomain>) =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('staff invites (decision 0113)', () => {
  it.each([
    [{ email: 'clerk@example.org', jurisdictionId: '4' }, []],
    [{ email: 'clerk@example.org', jurisdictionId: '' }, ['jurisdictionId']],
    [{ email: 'clerk@example.org', jurisdictionId: '4; drop' }, ['jurisdictionId']],
    [{ email: 'not an address', jurisdictionId: '4' }, ['email']],
  ])('an administrator invite %j is refused at %j', (input, paths) => {
    const result = safeParseDomain(inviteAdministratorSchema, input);
    expect(keysOf(result).map((issue) => issue.split(':')[0])).toEqual(paths);
    if (result.success) expect(result.data).toEqual({ email: 'clerk@example.org', jurisdictionId: 4 });
  });

  it('asks the invited person’s names and a password by the sign-up’s rules', () => {
    expect(
      safeParseDomain(acceptInviteSchema, { firstName: 'Ana', lastName: 'Ruiz', password: 'Harbour-Lantern-73!' }),
    ).toMatchObject({ success: true });
    const weak = safeParseDomain(acceptInviteSchema, { firstName: '', lastName: 'Ruiz', password: 'short' });
    expect(keysOf(weak).map((issue) => issue.split(':')[0])).toEqual(['firstName', 'password']);
  });
});
