// Issue 38 item 7: demo accounts that show what the first three do not (README: demo log-ins). Every state
// of a pet's licence and rabies proof (license-status.rules.ts) on some demo pet, "No proof required"
// (Ottawa asks none for cats), and a staff member without access to every jurisdiction (the chooser's
// options they do not administer are disabled and shown in red, spec §6). Made with the modules' own use
// cases, as owners and staff would; the dates are counted from the day the seed runs.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addDays, addMonths, toIsoDate, utcDateOf, type Ymd } from '../../domain/dates/calendar.js';
import { formatCalendarDate } from '../../domain/locale/date-format.js';
import { toAddPetPayload } from '../../domain/pet/pet-form.rules.js';
import { createPetFormSchema } from '../../domain/pet/pet-form.schemas.js';
import { RABIES_CHECKLIST } from '../../domain/rabies/rabies.rules.js';
import { todayForJurisdiction } from '../../domain/jurisdiction/jurisdiction-day.rules.js';
import type { AppServices } from '../app-services.js';
import type { AccountRow, JurisdictionRow } from '../db/schema/index.js';
import { configuredOrigin } from '../http/public-origin.js';
import { createAccount } from '../modules/account/account.service.js';
import { refundOrder } from '../modules/admin-orders/admin-orders.service.js';
import { recordLicense } from '../modules/license/license.functions.js';
import { addPet } from '../modules/pet/pet.service.js';
import { approveRabiesProof, rejectRabiesProof, uploadRabiesProof } from '../modules/rabies/rabies.service.js';
import { addLicenseToBasket } from '../modules/store/basket.service.js';
import { temporaryFileOf } from '../shared/uploads/upload-file.js';
import { actorOf } from '../shared/use-case.js';
import { DEMO_EMAILS, DEMO_PASSWORD, streetAddress, washingtonAddress } from './demo-accounts.js';
import { payDemoBasket } from './demo-orders.js';

/** Every licence and proof state, one pet each (King County, which asks a rabies proof of dogs and cats). */
export const DEMO_STATUSES_EMAIL = DEMO_EMAILS[3];
/** Ottawa, en-CA: a cat needs no rabies proof there ("No proof required"); a dog does. */
export const DEMO_OTTAWA_EMAIL = DEMO_EMAILS[4];
/** Staff of King County only: Seattle, where the demo owner could move, is not theirs to choose. */
export const DEMO_CLERK_EMAIL = DEMO_EMAILS[5];

/**
 * The demo pets of DEMO_STATUSES_EMAIL and the state each shows (licence / proof), as petStanding words it.
 * The seed test checks that together they show every state.
 */
export const DEMO_STATUS_PETS = {
  Pip: 'licence awaiting proof (none uploaded) / no proof',
  Luna: 'licence awaiting proof (received) / proof received, awaiting check',
  Bruno: 'licence awaiting proof (not accepted) / proof not accepted: illegible',
  Clover: 'licence active / proof accepted',
  Nacho: 'licence renewal open / proof accepted',
  Tofu: 'licence expired, in the grace period / proof expired',
  Rocky: 'licence late (the late fee is due) / no proof',
  Ziggy: 'licence revoked with its refunded order (the receipt says so) / not licensed on My Pets',
} as const;

export const DEMO_OTTAWA_CAT = 'Maple';

type PetInput = { type: 'D' | 'C'; name: string; gender: 'M' | 'F'; breed?: string; year: number; colors: string[] };

/** A one-page vaccination certificate as a clinic prints it, for the demo's uploads. */
async function certificate(petName: string, ownerName: string, expiry: Ymd): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Rainier Animal Clinic', { x: 72, y: 720, size: 16, font: bold });
  page.drawText('Rabies vaccination certificate', { x: 72, y: 690, size: 20, font: bold });
  const lines = [
    `Owner: ${ownerName}`,
    `Pet: ${petName}`,
    'Vaccine: Imrab 3 (killed virus), lot 7731A',
    `Revaccination due: ${formatCalendarDate(expiry, 'en_US')}`,
    'Veterinarian: Dr. Avery Quinn, DVM, licence WA-VET-20417',
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 72, y: 640 - index * 24, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

/** The demo accounts and pets that show every state; call after the demo jurisdictions and administrator exist. */
export async function seedDemoStatuses(
  services: AppServices,
  { cities, admin }: { cities: readonly JurisdictionRow[]; admin: AccountRow },
): Promise<void> {
  const kingCounty = cities.find((city) => city.slug === 'king-county-wa');
  const ottawa = cities.find((city) => city.slug === 'ottawa-on');
  if (!kingCounty || !ottawa) return;
  const staff = actorOf(admin, '');
  const origin = configuredOrigin(services.config);
  const create = async (input: Parameters<typeof createAccount>[1]['input']) => {
    const created = await createAccount(services, { input });
    if (!created) throw new Error(`demo account ${input.email} exists already`);
    return created;
  };

  await create({
    email: DEMO_CLERK_EMAIL,
    password: DEMO_PASSWORD,
    role: 'ADMIN',
    firstName: 'Jordan',
    lastName: 'Lee',
    locale: 'en_US',
    jurisdictionId: null,
    phones: [],
    tosAccepted: false,
    adminOf: [kingCounty.id],
  });

  const owner = await create({
    email: DEMO_STATUSES_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Robin',
    lastName: 'Reyes',
    locale: 'en_US',
    jurisdictionId: kingCounty.id,
    vsLocation: 'CITY',
    birthdate: { year: 1979, month: 10, day: 2 },
    phones: [{ type: 'M', number: '2065550142' }],
    tosAccepted: true,
    address: washingtonAddress('1301', 'E Madison St', 'Seattle', '98122'),
  });
  const actor = actorOf(owner, '');
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  const petIds = new Map<string, number>();
  const addAs = async (who: AccountRow, pet: PetInput) => {
    const now = services.now();
    const form = createPetFormSchema({ mode: 'add', today: utcDateOf(now), now });
    const added = await addPet(services, {
      actor: actorOf(who, ''),
      input: toAddPetPayload(
        form.parse({
          type: pet.type,
          ...(pet.type === 'C' ? { isIndoor: true } : {}),
          name: pet.name,
          breedKnown: pet.breed !== undefined,
          ...(pet.breed ? { breed: pet.breed } : {}),
          gender: pet.gender,
          dobIsApproximate: false,
          birthdate: { day: '10', month: '6', year: String(pet.year) },
          colors: pet.colors,
        }),
      ),
    });
    petIds.set(pet.name, added.id);
    return added.id;
  };
  const pets: PetInput[] = [
    { type: 'D', name: 'Pip', gender: 'M', breed: 'Dachshund', year: 2022, colors: ['brown'] },
    { type: 'C', name: 'Luna', gender: 'F', year: 2020, colors: ['black'] },
    { type: 'D', name: 'Bruno', gender: 'M', breed: 'Boxer', year: 2019, colors: ['tan', 'white'] },
    { type: 'D', name: 'Clover', gender: 'F', breed: 'Border Collie', year: 2021, colors: ['black', 'white'] },
    { type: 'D', name: 'Nacho', gender: 'M', breed: 'Chihuahua', year: 2018, colors: ['tan'] },
    { type: 'C', name: 'Tofu', gender: 'F', year: 2017, colors: ['white'] },
    { type: 'D', name: 'Rocky', gender: 'M', breed: 'Bulldog', year: 2016, colors: ['brown', 'white'] },
    { type: 'D', name: 'Ziggy', gender: 'M', breed: 'Poodle (Miniature)', year: 2023, colors: ['grey'] },
  ];
  for (const pet of pets) await addAs(owner, pet);
  const idOf = (name: keyof typeof DEMO_STATUS_PETS) => {
    const id = petIds.get(name);
    if (id === undefined) throw new Error(`demo pet ${name} is missing`);
    return id;
  };

  const today = todayForJurisdiction(services.now(), kingCounty.timezone);
  const license = (name: keyof typeof DEMO_STATUS_PETS, status: 'ACTIVE' | 'PENDING_PROOF', termEnd: Ymd) =>
    recordLicense(services, {
      petId: idOf(name),
      accountId: owner.id,
      jurisdictionId: kingCounty.id,
      status,
      termStart: addMonths(termEnd, -12),
      termEnd,
    });
  /** The owner uploads a proof on `at`'s day (a services clock moved back for one long run out). */
  const upload = async (name: keyof typeof DEMO_STATUS_PETS, expiry: Ymd, at: AppServices = services) => {
    const bytes = await certificate(name, ownerName, expiry);
    const proof = await uploadRabiesProof(at, {
      actor,
      input: {
        petId: String(idOf(name)),
        upload: async () => ({ datePayload: toIsoDate(expiry), file: await temporaryFileOf(bytes) }),
      },
    });
    return String(proof.id);
  };
  const approve = (proofId: string, at: AppServices = services) =>
    approveRabiesProof(at, { actor: staff, input: { proofId, checked: [...RABIES_CHECKLIST], origin } });
  const inTwoYears = addMonths(today, 24);

  // awaiting proof: none uploaded; one received, waiting for staff; one staff did not accept
  await license('Pip', 'PENDING_PROOF', addMonths(today, 12));
  await license('Luna', 'PENDING_PROOF', addMonths(today, 12));
  await upload('Luna', inTwoYears);
  await license('Bruno', 'PENDING_PROOF', addMonths(today, 12));
  const bruno = await upload('Bruno', inTwoYears);
  await rejectRabiesProof(services, { actor: staff, input: { proofId: bruno, reason: 'ILLEGIBLE', origin } });
  // active, its proof accepted (the approval makes the licence active, as staff's would)
  await license('Clover', 'PENDING_PROOF', addMonths(today, 11));
  await approve(await upload('Clover', inTwoYears));
  // renewal open: a month left
  await license('Nacho', 'PENDING_PROOF', addDays(today, 30));
  await approve(await upload('Nacho', inTwoYears));
  // expired ten days ago, in the grace period; its vaccination, uploaded a year ago, ran out with it
  const tofuEnd = addDays(today, -10);
  await license('Tofu', 'ACTIVE', tofuEnd);
  const yearAgo = addDays(addMonths(today, -12), -10);
  const thenServices: AppServices = { ...services, now: () => new Date(`${toIsoDate(yearAgo)}T20:00:00Z`) };
  await approve(await upload('Tofu', tofuEnd, thenServices), thenServices);
  // late: two months past its end, beyond the 30-day grace period
  await license('Rocky', 'ACTIVE', addDays(today, -60));
  // revoked: bought with the test card and refunded in full (the embedded test processor only)
  if (services.payments.testMode) {
    await addLicenseToBasket(services, { actor, input: { city: kingCounty, petId: idOf('Ziggy'), termYears: 1 } });
    const order = await payDemoBasket(services, { owner, city: kingCounty });
    await refundOrder(services, {
      actor: staff,
      input: {
        orderNumber: order.number,
        amountCents: order.totalCents,
        idempotencyKey: `demo-refund-${order.number}`,
        origin,
      },
    });
  }

  // Ottawa: its cat needs no rabies proof and is licensed; its dog is not yet
  const ottawan = await create({
    email: DEMO_OTTAWA_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Sam',
    lastName: 'Tremblay',
    locale: 'en_CA',
    jurisdictionId: ottawa.id,
    vsLocation: 'CITY',
    birthdate: { year: 1988, month: 1, day: 23 },
    phones: [{ type: 'M', number: '6135550161' }],
    tosAccepted: true,
    address: streetAddress({
      civic: '110',
      street: 'Laurier Ave W',
      cityName: 'Ottawa',
      province: 'CA_ON',
      country: 'CA',
      postalCode: 'K1P 1J1',
    }),
  });
  const maple = await addAs(ottawan, { type: 'C', name: DEMO_OTTAWA_CAT, gender: 'F', year: 2021, colors: ['orange'] });
  await addAs(ottawan, { type: 'D', name: 'Bijou', gender: 'F', breed: 'Beagle', year: 2022, colors: ['tan'] });
  const ottawaToday = todayForJurisdiction(services.now(), ottawa.timezone);
  await recordLicense(services, {
    petId: maple,
    accountId: ottawan.id,
    jurisdictionId: ottawa.id,
    status: 'ACTIVE',
    termStart: addMonths(ottawaToday, -1),
    termEnd: addMonths(ottawaToday, 11),
  });
}
