// Issue 38 (decision 0505, "Staff screens"): every state of `license-status.rules.ts` as the staff console
// words it, table-driven — one row per licence state and per proof state, from the facts the staff API
// gives (server-rendered: the unit project has no DOM). A state the table forgets fails the last test.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type LicenceKind,
  listedLicenceState,
  type ProofState,
  petStanding,
  proofState,
} from '../../../domain/license/license-status.rules.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { loadedI18n } from '../../i18n/test-i18n.js';
import { LocaleContext } from '../../lib/locale-context.js';
import { type StaffLicenceFacts, type StaffProofFacts, useStaffStanding } from './use-staff-standing.js';

type Words = ReturnType<typeof useStaffStanding>;

// midday UTC: the same calendar day in every time zone the test may run in
const UPLOADED = '2026-11-30T12:00:00.000Z';
const proofOf = (status: string, extra: Partial<StaffProofFacts> = {}): StaffProofFacts => ({
  status,
  expirationDate: '2099-02-01',
  rejectionReason: null,
  uploadedAt: UPLOADED,
  ...extra,
});
const PROOFS = {
  received: proofOf('PENDING'),
  accepted: proofOf('APPROVED'),
  expired: proofOf('APPROVED', { expirationDate: '2001-02-01' }),
  notAccepted: proofOf('REJECTED', { rejectionReason: 'ILLEGIBLE' }),
  notAcceptedOwnWords: proofOf('REJECTED', { rejectionReason: 'The photo is cut off' }),
} satisfies Record<string, StaffProofFacts>;

const licence = (status: string, renewalState: string | null = 'NOT_YET', current = true): StaffLicenceFacts => ({
  number: 'KC-2026-000001',
  status,
  termEnd: '2027-12-01',
  renewalState,
  current,
});

/** One licence state per row: the licence and proof facts, the kind the rules give, the staff's words. */
const LICENCE_ROWS: ReadonlyArray<{
  name: string;
  licence: StaffLicenceFacts;
  proof: StaffProofFacts | null;
  kind: LicenceKind;
  words: string;
}> = [
  {
    name: 'awaiting proof, none on file',
    licence: licence('PENDING_PROOF'),
    proof: null,
    kind: 'awaitingProof',
    words: 'Not active yet: waiting for rabies proof',
  },
  {
    name: 'awaiting proof, received',
    licence: licence('PENDING_PROOF'),
    proof: PROOFS.received,
    kind: 'awaitingProof',
    words: 'Not active yet: rabies proof received, awaiting check',
  },
  {
    name: 'awaiting proof, not accepted',
    licence: licence('PENDING_PROOF'),
    proof: PROOFS.notAccepted,
    kind: 'awaitingProof',
    words: 'Not active yet: rabies proof not accepted',
  },
  {
    name: 'active',
    licence: licence('ACTIVE'),
    proof: PROOFS.accepted,
    kind: 'active',
    words: 'Active until Dec 1, 2027',
  },
  {
    name: 'renewal open',
    licence: licence('ACTIVE', 'OPEN'),
    proof: PROOFS.accepted,
    kind: 'renewalOpen',
    words: 'Active until Dec 1, 2027; renewal is open',
  },
  {
    name: 'renewal open, still awaiting its proof (received)',
    licence: licence('PENDING_PROOF', 'OPEN'),
    proof: PROOFS.received,
    kind: 'renewalOpen',
    words: 'Not active yet: rabies proof received, awaiting check; renewal is open, the term ends Dec 1, 2027',
  },
  {
    name: 'renewal open, still awaiting its proof (none)',
    licence: licence('PENDING_PROOF', 'OPEN'),
    proof: null,
    kind: 'renewalOpen',
    words: 'Not active yet: waiting for rabies proof; renewal is open, the term ends Dec 1, 2027',
  },
  {
    name: 'renewal open, still awaiting its proof (not accepted)',
    licence: licence('PENDING_PROOF', 'OPEN'),
    proof: PROOFS.notAccepted,
    kind: 'renewalOpen',
    words: 'Not active yet: rabies proof not accepted; renewal is open, the term ends Dec 1, 2027',
  },
  {
    name: 'expired, in the grace period',
    licence: licence('EXPIRED', 'GRACE'),
    proof: PROOFS.accepted,
    kind: 'expired',
    words: 'Expired on Dec 1, 2027',
  },
  {
    name: 'late',
    licence: licence('EXPIRED', 'LATE'),
    proof: PROOFS.accepted,
    kind: 'late',
    words: 'Expired on Dec 1, 2027; a late fee applies',
  },
  {
    name: 'an older licence past its grace period, followed by a newer one: expired, not late',
    licence: licence('EXPIRED', 'LATE', false),
    proof: PROOFS.accepted,
    kind: 'expired',
    words: 'Expired on Dec 1, 2027',
  },
  { name: 'revoked', licence: licence('REVOKED'), proof: null, kind: 'revoked', words: 'Revoked' },
];

/** One proof state per row, as the pet's record says it (dated) and as its history's row says it. */
const PROOF_ROWS: ReadonlyArray<{
  name: string;
  proof: StaffProofFacts | null;
  kind: ProofState['kind'];
  words: string;
  row?: string;
  /** false: the owner's jurisdiction asks no proof of the pet (`rabiesProofRequired`) */
  required?: false;
}> = [
  { name: 'not required (none on file)', proof: null, kind: 'notRequired', words: 'Not required', required: false },
  {
    name: 'not required, whatever is on file (a proof in its history keeps its own words)',
    proof: PROOFS.notAccepted,
    kind: 'notRequired',
    words: 'Not required',
    row: 'Not accepted: The document cannot be read',
    required: false,
  },
  { name: 'none on file', proof: null, kind: 'none', words: 'Not on file' },
  {
    name: 'received, awaiting check',
    proof: PROOFS.received,
    kind: 'received',
    words: 'Awaiting check — uploaded Nov 30, 2026',
    row: 'Awaiting check',
  },
  { name: 'accepted', proof: PROOFS.accepted, kind: 'accepted', words: 'Verified, valid until Feb 1, 2099' },
  {
    name: 'accepted, vaccination run out',
    proof: PROOFS.expired,
    kind: 'expired',
    words: 'Verified, but the vaccination expired on Feb 1, 2001',
  },
  {
    name: 'not accepted, a listed reason',
    proof: PROOFS.notAccepted,
    kind: 'notAccepted',
    words: 'Not accepted: The document cannot be read',
  },
  {
    name: 'not accepted, the clerk’s own words',
    proof: PROOFS.notAcceptedOwnWords,
    kind: 'notAccepted',
    words: 'Not accepted: The photo is cut off',
  },
];

const today = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
};

describe('the staff console words every licence-and-proof state (decision 0505)', () => {
  const catalogs = new Map<LocaleCode, I18n>();
  beforeAll(async () => {
    for (const locale of ['en_US', 'es_US', 'fr_CA'] as const)
      catalogs.set(locale, await loadedI18n(locale, ['licensing', 'rabies']));
  });
  /** What `say` makes of the staff words, in `locale`, as text. */
  const render = (say: (words: Words) => string, locale: LocaleCode = 'en_US') => {
    function Probe() {
      return <>{say(useStaffStanding())}</>;
    }
    const i18n = catalogs.get(locale);
    if (!i18n) throw new Error(locale);
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <LocaleContext.Provider value={locale}>
          <Probe />
        </LocaleContext.Provider>
      </I18nextProvider>,
    );
    return html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  };

  it.each(LICENCE_ROWS)('licence: $name', ({ licence: facts, proof, kind, words }) => {
    expect(listedLicenceState(facts, proofState(proof, today())).kind).toBe(kind);
    expect(render((staff) => staff.listed(facts, proof))).toBe(words);
  });

  it('a pet with no licence is "Not licensed"; its current licence reads as in its licence list', () => {
    expect(render((staff) => staff.pet({ licenses: [], mostRecentRabiesProof: null }).licence)).toBe('Not licensed');
    const renewal = { ...licence('PENDING_PROOF', 'NOT_YET'), number: 'KC-2027-000009', termEnd: '2028-12-01' };
    const older = licence('ACTIVE', 'OPEN', false);
    expect(
      render((staff) => staff.pet({ licenses: [renewal, older], mostRecentRabiesProof: PROOFS.received }).licence),
    ).toBe('Not active yet: rabies proof received, awaiting check');
    expect(render((staff) => staff.listed(older, PROOFS.received))).toBe('Active until Dec 1, 2027');
  });

  it.each(PROOF_ROWS)('proof: $name', ({ proof, kind, words, row, required }) => {
    expect(proofState(proof, today(), required).kind).toBe(kind);
    expect(
      render((staff) => staff.pet({ licenses: [], mostRecentRabiesProof: proof, rabiesProofRequired: required }).proof),
    ).toBe(words);
    if (proof && required === false) {
      // a proof of the pet's history is worded by itself, never "Not required"
      expect(render((staff) => staff.proofOf(proof))).toBe(row);
    } else if (proof) {
      expect(render((staff) => staff.proofOf(proof, { dated: true }))).toBe(words);
      expect(render((staff) => staff.proofOf(proof))).toBe(row ?? words);
    }
  });

  it('a licence still waiting for its proof asks for one where the policy now asks none (not "Not required")', () => {
    const pet = { licenses: [licence('PENDING_PROOF')], mostRecentRabiesProof: null, rabiesProofRequired: false };
    expect(render((staff) => staff.pet(pet).proof)).toBe('Not on file');
    expect(render((staff) => staff.pet(pet).licence)).toBe('Not active yet: waiting for rabies proof');
    const active = { ...pet, licenses: [licence('ACTIVE')] };
    expect(render((staff) => `${staff.pet(active).licence} · ${staff.pet(active).proof}`)).toBe(
      'Active until Dec 1, 2027 · Not required',
    );
  });

  it('says "Not required" in Spanish and French too', () => {
    const say = (staff: Words) => staff.pet({ licenses: [], rabiesProofRequired: false }).proof;
    expect(render(say, 'es_US')).toBe('No se requiere');
    expect(render(say, 'fr_CA')).toBe('Non requise');
  });

  it('says a proof awaiting check by its upload day in Spanish and French too', () => {
    const say = (staff: Words) => staff.proofOf(PROOFS.received, { dated: true });
    expect(render(say, 'es_US')).toBe('En espera de verificación — subido el 30 nov 2026');
    expect(render(say, 'fr_CA')).toBe('En attente de vérification — téléversée le 30 nov. 2026');
    expect(render((staff) => staff.listed(licence('PENDING_PROOF'), PROOFS.received), 'fr_CA')).toBe(
      'Pas encore actif\u00a0: preuve reçue, en attente de vérification',
    );
  });

  it('the tables cover every licence state and every proof state of the rules', () => {
    const licenceKinds: Record<LicenceKind, true> = {
      notLicensed: true,
      awaitingProof: true,
      active: true,
      renewalOpen: true,
      expired: true,
      late: true,
      revoked: true,
    };
    const proofKinds: Record<ProofState['kind'], true> = {
      notRequired: true,
      none: true,
      received: true,
      accepted: true,
      expired: true,
      notAccepted: true,
    };
    const seen = new Set<string>(LICENCE_ROWS.map((row) => row.kind));
    seen.add(petStanding({ licenses: [], proof: null }, today()).licence.kind);
    expect([...seen].sort()).toEqual(Object.keys(licenceKinds).sort());
    expect([...new Set(PROOF_ROWS.map((row) => row.kind))].sort()).toEqual(Object.keys(proofKinds).sort());
  });
});
