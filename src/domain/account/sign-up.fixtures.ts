// Test data shared by the domain's and the server's tests: a sign-up form every rule accepts.

/** A Seattle street address the address rules accept. */
export const validAddress = {
  civic: '400',
  street: 'Pine St',
  cityName: 'Seattle',
  province: 'US_WA',
  country: 'US',
  postalCode: '98101',
};

/** Another valid Seattle address, for tests that change an owner's address. */
export const otherValidAddress = {
  civic: '500',
  street: '4th Ave',
  cityName: 'Seattle',
  province: 'US_WA',
  country: 'US',
  postalCode: '98104',
};

/** A sign-up form as the client sends it, valid as is; `overrides` replaces whole fields. */
export function validSignUpInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Riley',
    lastName: 'Rivera',
    email: 'riley.rivera@example.com',
    password: 'Correct-Horse-42!',
    phones: [{ type: 'M', number: '2065550123' }],
    address: validAddress,
    tosAgreed: true,
    ...overrides,
  };
}
