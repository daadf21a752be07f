import { describe, expect, it } from 'vitest';
import { certificateRabies } from './certificate.rules.js';

const today = { year: 2026, month: 12, day: 1 };

describe('certificateRabies: what the certificate says about the vaccination', () => {
  it('verified: staff approved a proof whose vaccination still runs (its last day included)', () => {
    const proof = { expirationDate: '2028-02-01', verifiedOn: '2026-11-20' };
    expect(certificateRabies(proof, true, today)).toEqual({
      kind: 'verified',
      expiresOn: '2028-02-01',
      verifiedOn: '2026-11-20',
    });
    expect(certificateRabies({ ...proof, expirationDate: '2026-12-01' }, true, today).kind).toBe('verified');
  });

  it('expired: the verified vaccination has run out', () => {
    expect(certificateRabies({ expirationDate: '2026-11-30', verifiedOn: null }, true, today)).toEqual({
      kind: 'expired',
      expiresOn: '2026-11-30',
      verifiedOn: null,
    });
  });

  it('a verified proof is named even where the jurisdiction asks for none', () => {
    expect(certificateRabies({ expirationDate: '2027-06-01', verifiedOn: '2026-06-02' }, false, today).kind).toBe(
      'verified',
    );
  });

  it('no verified proof: "not required" where none is asked, else "not on file"', () => {
    expect(certificateRabies(null, false, today)).toEqual({ kind: 'notRequired' });
    expect(certificateRabies(null, true, today)).toEqual({ kind: 'notOnFile' });
    expect(certificateRabies({ expirationDate: 'not a date', verifiedOn: null }, true, today)).toEqual({
      kind: 'notOnFile',
    });
  });
});
