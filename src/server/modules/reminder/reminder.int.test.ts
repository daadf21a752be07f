import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-services.js';
import { createTestOwner } from '../../test/test-accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { type DueReminder, reminderKind } from './reminder-kinds.js';
import { REMINDER_KINDS } from './reminder-kind-list.js';
import { sendDueReminders } from './reminder.service.js';

// issue 16, licence reminders (decision 0502): the renewal window opening, the expiry and the end of the
// grace period, once per event however many servers run the task, in the owner's language, only to the
// pet's current owner who wants them, by text message only to an opted-in mobile number.

/** 16:00 UTC: the same calendar day in every North American zone (the task's hour). */
const NOW = new Date('2030-06-15T16:00:00Z');

function day(offset: number, from = '2030-06-15'): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

describe('licence reminders', () => {
  const testApp = useTestApp();
  const query = async <Row = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Row[];
  const at = (now: Date = NOW): AppServices => ({ ...testApp.services, now: () => now });
  const run = (now: Date = NOW) => sendDueReminders(at(now), { input: {} });

  let sequence = 0;
  async function jurisdictionId(slug: string): Promise<number> {
    const [row] = await query<{ id: number }>('select id from jurisdictions where slug = $1', [slug]);
    return row!.id;
  }

  async function owner(
    options: {
      slug?: string;
      locale?: string;
      preferences?: Record<string, boolean>;
      phones?: Array<{ type: string; number: string }>;
    } = {},
  ) {
    sequence += 1;
    const email = `reminder-${sequence}-${Date.now()}@example.com`;
    const id = await createTestOwner(testApp.services, email);
    await query(
      `update accounts set jurisdiction_id = $2, locale = $3, phones = $4::jsonb,
         notification_preferences = notification_preferences || $5::jsonb where id = $1`,
      [
        id,
        await jurisdictionId(options.slug ?? 'king-county-wa'),
        options.locale ?? 'en_US',
        JSON.stringify(options.phones ?? [{ type: 'M', number: '2065550123' }]),
        JSON.stringify(options.preferences ?? {}),
      ],
    );
    // its mobile numbers are verified (decision 0803: no text message goes to one that is not)
    await query(
      `insert into mobile_verifications (account_id, number, verified_at)
       select $1, p->>'number', now() from accounts, jsonb_array_elements(phones) p where id = $1 and p->>'type' = 'M'`,
      [id],
    );
    return { id, email };
  }

  async function pet(accountId: number, name = 'Rex') {
    const [row] = await query<{ id: number }>(
      `insert into pets (account_id, species, name, sex, birthday, breed_known, colors)
       values ($1, 'DOG', $2, 'MALE', '2020-01-01', false, '{black}') returning id`,
      [accountId, name],
    );
    return row!.id;
  }

  async function license(
    petId: number,
    termEnd: string,
    options: { slug?: string; status?: string; accountId?: number } = {},
  ) {
    sequence += 1;
    const number = `TST-2030-${String(sequence).padStart(6, '0')}`; // taken before any await: calls run at once
    const [row] = await query<{ id: number; number: string }>(
      `insert into pet_licenses (pet_id, jurisdiction_id, account_id, number, status, term_start, term_end)
       values ($1, $2, $3, $4, $5, ($6::date - interval '1 year')::date, $6::date) returning id, number`,
      [
        petId,
        await jurisdictionId(options.slug ?? 'king-county-wa'),
        options.accountId ?? null,
        number,
        options.status ?? 'ACTIVE',
        termEnd,
      ],
    );
    return row!;
  }

  const mailTo = (email: string) =>
    query<{ template: string; subject: string; text_body: string; locale: string }>(
      'select template, subject, text_body, locale from email_outbox where to_address = $1 order by id',
      [email],
    );
  const textsFor = (accountId: number) =>
    query<{ to_number: string; body: string; template: string; status: string }>(
      'select to_number, body, template, status from sms_outbox where account_id = $1 order by id',
      [accountId],
    );
  const sentFor = (licenseId: number) =>
    query<{ kind: string; event_key: string; email_outbox_id: number | null; sms_outbox_id: number | null }>(
      'select kind, event_key, email_outbox_id, sms_outbox_id from reminders_sent where subject_id = $1 order by id',
      [licenseId],
    );

  it('runs the licence kinds in order, then the rabies kind that joined through the seam', () => {
    expect(REMINDER_KINDS.map((kind) => kind.name)).toEqual([
      'license-renewal-open',
      'license-expired',
      'license-grace-ending',
      'rabies-expiring',
    ]);
  });

  it('e-mails once when the renewal window opens, with a link straight to renewal and the way to stop', async () => {
    const person = await owner();
    const petId = await pet(person.id, 'Biscuit');
    const opening = await license(petId, day(60)); // King County: the window opens 60 days before
    const notYet = await license(await pet(person.id, 'Later'), day(61));
    await run();
    const mail = await mailTo(person.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: 'license-renewal-open', subject: "Time to renew Biscuit's license" });
    expect(mail[0]!.text_body).toContain(`${opening.number} expires on Aug 14, 2030`);
    expect(mail[0]!.text_body).toMatch(
      new RegExp(`https?://[^\\s]+/en_US/account/full/account-app/my-pets/license\\?pet=${petId}`),
    );
    expect(mail[0]!.text_body).toMatch(
      /Profile Settings.*\/en_US\/account\/full\/account-app\/settings\/profile-settings/,
    );
    expect(await sentFor(opening.id)).toEqual([
      expect.objectContaining({ kind: 'license-renewal-open', event_key: day(60), sms_outbox_id: null }),
    ]);
    expect(await sentFor(notYet.id)).toEqual([]);
    // the next run (the same day, or the next) sends nothing again: the query skips what was recorded
    expect((await run())['license-renewal-open']).toEqual({ sent: 0, duplicate: 0, skipped: 0 });
    await run(new Date('2030-06-16T16:00:00Z'));
    expect(await mailTo(person.email)).toHaveLength(2); // the later pet's window opened on the 16th
    expect((await mailTo(person.email))[1]!.subject).toBe("Time to renew Later's license");
  });

  it('catches up after missed days, and tells "today" in the licence’s jurisdiction’s time zone', async () => {
    const person = await owner();
    // the window opened ten days ago while no run happened: still sent, once
    const missed = await license(await pet(person.id, 'Missed'), day(50));
    // 05:00 UTC on the 15th is still the 14th in Seattle: a licence ending on the 15th has not expired there
    const edge = await license(await pet(person.id, 'Edge'), day(0));
    await run(new Date('2030-06-15T05:00:00Z'));
    expect((await sentFor(missed.id)).map((row) => row.kind)).toEqual(['license-renewal-open']);
    expect((await sentFor(edge.id)).map((row) => row.kind)).toEqual(['license-renewal-open']);
    await run(new Date('2030-06-15T16:00:00Z'));
    expect((await sentFor(edge.id)).map((row) => row.kind)).toEqual(['license-renewal-open', 'license-expired']);
  });

  it('e-mails when a licence expires (the grace period and late fee), then a week before the grace period ends', async () => {
    const person = await owner();
    const expired = await license(await pet(person.id, 'Pepper'), day(-1));
    await run();
    const [mail] = await mailTo(person.email);
    expect(mail).toMatchObject({ template: 'license-expired', subject: "Pepper's license has expired" });
    expect(mail!.text_body).toContain(`${expired.number} expired on Jun 14, 2030.`);
    expect(mail!.text_body).toContain('Renew it by Jul 14, 2030 to avoid the late fee of $15.00.');
    // no "window open" for a licence already expired; nothing more until the grace period's last week
    expect((await sentFor(expired.id)).map((row) => row.kind)).toEqual(['license-expired']);
    await run(new Date('2030-07-06T16:00:00Z'));
    expect(await mailTo(person.email)).toHaveLength(1);
    await run(new Date('2030-07-07T16:00:00Z'));
    const mails = await mailTo(person.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ template: 'license-grace-ending' });
    expect(mails[1]!.text_body).toContain('Renew it by Jul 14, 2030: after that day, the late fee of $15.00 is added.');
    // long after the grace period: nothing
    const old = await license(await pet(person.id, 'Old'), day(-40));
    await run();
    expect(await sentFor(old.id)).toEqual([]);
  });

  it('two servers running the task at the same moment send each reminder once', async () => {
    const person = await owner({ preferences: { smsReminders: true } });
    const subjects = await Promise.all(
      ['One', 'Two', 'Three'].map(async (name) => license(await pet(person.id, name), day(10))),
    );
    const runs = await Promise.all([run(), run(), run()]);
    const sent = runs.reduce((sum, counts) => sum + (counts['license-renewal-open']?.sent ?? 0), 0);
    expect(sent).toBe(3);
    for (const subject of subjects) expect(await sentFor(subject.id)).toHaveLength(1);
    expect(await mailTo(person.email)).toHaveLength(3);
    expect(await textsFor(person.id)).toHaveLength(3);
    const jobs = await query<{ n: number }>(
      "select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send-sms'",
    );
    expect(jobs[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('sends nothing when the owner turned renewal reminders off, and keeps the event for when they turn them on', async () => {
    const person = await owner({ preferences: { renewalReminders: false } });
    const subject = await license(await pet(person.id), day(20));
    await run();
    expect(await mailTo(person.email)).toEqual([]);
    expect(await textsFor(person.id)).toEqual([]);
    expect(await sentFor(subject.id)).toEqual([]);
    await query(
      `update accounts set notification_preferences = notification_preferences || '{"renewalReminders":true}' where id = $1`,
      [person.id],
    );
    await run();
    expect(await mailTo(person.email)).toHaveLength(1);
  });

  it('a revoked licence, a renewed one, an inactive pet and a deactivated account get nothing; a new owner gets the reminder', async () => {
    const person = await owner();
    const revoked = await license(await pet(person.id, 'Revoked'), day(5), { status: 'REVOKED' });
    const renewedPet = await pet(person.id, 'Renewed');
    const renewed = await license(renewedPet, day(5));
    await license(renewedPet, day(5 + 365));
    // a renewal that was revoked does not count as renewed
    const revokedRenewalPet = await pet(person.id, 'Unlucky');
    const stillDue = await license(revokedRenewalPet, day(5));
    await license(revokedRenewalPet, day(5 + 365), { status: 'REVOKED' });
    const retiredPet = await pet(person.id, 'Retired');
    const retired = await license(retiredPet, day(5));
    await query('update pets set retired_at = now() where id = $1', [retiredPet]);
    const gone = await owner();
    const goneLicense = await license(await pet(gone.id, 'Gone'), day(5));
    await query("update accounts set status = 'DEACTIVATED' where id = $1", [gone.id]);
    // a pet that changed hands: the licence was bought by its former owner
    const newOwner = await owner();
    const handedOn = await license(await pet(newOwner.id, 'Handed'), day(5), { accountId: person.id });
    await run();
    for (const subject of [revoked, renewed, retired, goneLicense]) expect(await sentFor(subject.id)).toEqual([]);
    expect(await sentFor(stillDue.id)).toHaveLength(1);
    expect((await mailTo(person.email)).map((mail) => mail.subject)).toEqual(["Time to renew Unlucky's license"]);
    expect((await mailTo(newOwner.email)).map((mail) => mail.subject)).toEqual(["Time to renew Handed's license"]);
    expect(await sentFor(handedOn.id)).toHaveLength(1);
  });

  it('writes in the owner’s language', async () => {
    const spanish = await owner({ locale: 'es_US' });
    await license(await pet(spanish.id, 'Luna'), day(30));
    const french = await owner({ slug: 'toronto-on', locale: 'fr_CA', phones: [{ type: 'M', number: '4165550123' }] });
    await license(await pet(french.id, 'Minou'), day(-2), { slug: 'toronto-on' });
    const canadian = await owner({ slug: 'toronto-on', locale: 'en_CA' });
    await license(await pet(canadian.id, 'Maple'), day(30), { slug: 'toronto-on' });
    await run();
    const [es] = await mailTo(spanish.email);
    expect(es).toMatchObject({ locale: 'es_US', subject: 'Es hora de renovar la licencia de Luna' });
    expect(es!.text_body).toContain('/es_US/account/full/account-app/my-pets/license?pet=');
    expect(es!.text_body).toContain('Configuración del perfil');
    const [fr] = await mailTo(french.email);
    expect(fr).toMatchObject({ locale: 'fr_CA', subject: 'Le permis de Minou est expiré' });
    // Toronto has no late fee
    expect(fr!.text_body).toMatch(/Renouvelez-le au plus tard le 13 juill?\. 2030\.\n/);
    expect(fr!.text_body).toContain('/fr_CA/account/full/account-app/my-pets/license?pet=');
    const [ca] = await mailTo(canadian.email);
    expect(ca!.subject).toBe("Time to renew Maple's licence");
  });

  it('texts only an owner who opted in, to a mobile number; an SMS-only owner gets the text alone', async () => {
    const optedIn = await owner({ preferences: { smsReminders: true } });
    const withText = await license(await pet(optedIn.id, 'Texty'), day(30));
    const homeOnly = await owner({
      preferences: { smsReminders: true },
      phones: [{ type: 'H', number: '2065550188' }],
    });
    await license(await pet(homeOnly.id), day(30));
    const notOptedIn = await owner();
    await license(await pet(notOptedIn.id), day(30));
    const smsOnly = await owner({ preferences: { smsReminders: true, renewalReminders: false } });
    const smsOnlyLicense = await license(await pet(smsOnly.id, 'Quiet'), day(30));
    await run();
    const [text] = await textsFor(optedIn.id);
    expect(text).toMatchObject({ to_number: '+12065550123', template: 'license-renewal-open', status: 'QUEUED' });
    expect(text!.body).toMatch(
      /^Pawport: Texty's license expires Jul 15, 2030\. Renew now: https?:\/\/\S+\/en_US\/account\/full\/account-app\/my-pets\/license\?pet=\d+ Reply STOP/,
    );
    expect(await mailTo(optedIn.email)).toHaveLength(1);
    const [record] = await sentFor(withText.id);
    expect(record!.email_outbox_id).not.toBeNull();
    expect(record!.sms_outbox_id).not.toBeNull();
    expect(await textsFor(homeOnly.id)).toEqual([]);
    expect(await mailTo(homeOnly.email)).toHaveLength(1);
    expect(await textsFor(notOptedIn.id)).toEqual([]);
    expect(await mailTo(smsOnly.email)).toEqual([]);
    expect(await textsFor(smsOnly.id)).toHaveLength(1);
    expect((await sentFor(smsOnlyLicense.id))[0]).toMatchObject({ email_outbox_id: null });
  });

  it('a new kind is one entry: its query, its messages and its event key; the runner does the rest', async () => {
    // the shape of the rabies reminder: a subject (here a pet) due with an event key (an expiry date)
    const person = await owner({ preferences: { smsReminders: true } });
    const petId = await pet(person.id, 'Vaxy');
    const kind = reminderKind<DueReminder & { petName: string }>({
      name: 'test-vaccination-expiring',
      findDue: async (_services, { afterId }) =>
        afterId < petId ? [{ subjectId: petId, eventKey: '2030-07-01', accountId: person.id, petName: 'Vaxy' }] : [],
      compose: (_services, { due, recipient, links }) => ({
        email: {
          template: 'license-renewal-open',
          data: {
            firstName: recipient.firstName,
            petName: due.petName,
            licenseNumber: 'n/a',
            termEnd: due.eventKey,
            graceEnd: due.eventKey,
            lateFee: null,
            renewUrl: `${links.origin}/x`,
            settingsUrl: `${links.origin}/y`,
          },
        },
        sms: `vaccination of ${due.petName} ends ${due.eventKey}`,
      }),
    });
    const first = await sendDueReminders(at(), { input: { kinds: [kind] } });
    expect(first).toEqual({ 'test-vaccination-expiring': { sent: 1, duplicate: 0, skipped: 0 } });
    // already recorded: the runner refuses to send it again even when the kind's query still finds it
    const second = await sendDueReminders(at(), { input: { kinds: [kind] } });
    expect(second).toEqual({ 'test-vaccination-expiring': { sent: 0, duplicate: 1, skipped: 0 } });
    expect(await textsFor(person.id)).toEqual([
      expect.objectContaining({ body: 'vaccination of Vaxy ends 2030-07-01', template: 'test-vaccination-expiring' }),
    ]);
    expect(await mailTo(person.email)).toHaveLength(1);
  });

  it('reminds once of a rabies vaccination expiring within 30 days; a newer proof or a rejected one does not', async () => {
    const person = await owner({ locale: 'fr_CA', slug: 'toronto-on' });
    const vaxy = await pet(person.id, 'Vaxy');
    const proof = async (expires: string, status = 'PENDING') => {
      const [row] = await query<{ id: number }>(
        `insert into rabies_proofs (pet_id, jurisdiction_id, expiration_date, kind, content_type, bytes, byte_size, etag, status)
         values ($1, $2, $3, 'pdf', 'application/pdf', '\\x00', 1, 'e', $4) returning id`,
        [vaxy, await jurisdictionId('toronto-on'), expires, status],
      );
      return row!.id;
    };
    await proof(day(40));
    await run();
    expect(await mailTo(person.email)).toHaveLength(0);
    const due = await proof(day(20));
    await run();
    await run();
    const mail = await mailTo(person.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: 'rabies-expiring', locale: 'fr_CA' });
    expect(mail[0]!.subject).toBe('Le vaccin contre la rage de Vaxy expire bientôt');
    expect(mail[0]!.text_body).toContain(`/fr_CA/account/full/account-app/my-pets/edit?pet=${vaxy}`);
    expect(
      (
        await query('select event_key from reminders_sent where kind = $1 and subject_id = $2', [
          'rabies-expiring',
          due,
        ])
      ).map((row) => row.event_key),
    ).toEqual([day(20)]);
    // a rejected proof expiring soon is not the vaccination on file; a newer proof replaces the old one
    const other = await pet(person.id, 'Later');
    await query(
      `insert into rabies_proofs (pet_id, jurisdiction_id, expiration_date, kind, content_type, bytes, byte_size, etag, status)
       values ($1, null, $2, 'pdf', 'application/pdf', '\\x00', 1, 'e', 'REJECTED')`,
      [other, day(10)],
    );
    await run();
    expect(await mailTo(person.email)).toHaveLength(1);
  });
});
