// Pets (spec §2.9, §3 Pet as read, add-pet and edit-pet payloads, Breed, Temperament option; §7.1
// getPetBreeds): thin fields over pet.service.ts. Breeds are public reference data (counted per IP);
// everything about pets needs a logged-in caller and reaches only the caller's own pets.
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { effectiveLicenseStatus, renewalState } from '../../../domain/license/license-fee.rules.js';
import { LOCALE_FALLBACKS } from '../../../domain/locale/locales.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import type { PetLicenseRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { byId, formInput } from '../../graphql-kit/field-args.js';
import { publicField, viewerField } from '../../graphql-kit/root-fields.js';
import type { GraphQLContext } from '../../graphql-kit/context.js';
import { DatePartsRef } from '../../graphql-kit/types/date-parts.js';
import { LicenseFee } from '../../graphql-kit/types/license.js';
import { RabiesProofRef } from '../../graphql-kit/types/rabies-proof.js';
import { petProofRequired } from '../../../domain/license/proof-required.rules.js';
import type { RateLimitRule } from '../../shared/rate-limit/rate-limit.js';
import { loadedWithSession } from '../../shared/session-load.js';
import { petListSessionLoad } from './pet.session-load.js';
import {
  addPet,
  type BreedRow,
  editPet,
  getPet,
  listBreeds,
  listMyPets,
  listTemperamentOptions,
  type PetView,
  retirePet,
} from './pet.service.js';

/** Breeds are not secret, but a script should not fetch the list in a loop (the form loads it once). */
const BREED_LIST: RateLimitRule = { name: 'breed-list', limit: 300, windowSeconds: 600 };

const SpeciesEnum = builder.enumType('Species', {
  description: 'spec §3 Breed: DOG or CAT',
  values: ['DOG', 'CAT'] as const,
});

const Breed = builder.objectRef<BreedRow>('Breed').implement({
  description: 'spec §3 Breed (decision 1003: the full shape); lists and sources in decision 0201',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid', { description: 'the same in every database' }),
    name: t.exposeString('name'),
    species: t.expose('species', { type: SpeciesEnum }),
    size: t.exposeString('size', { nullable: true, description: 'TOY, SMALL, MEDIUM, LARGE or GIANT' }),
    type: t.exposeString('type', {
      nullable: true,
      description: 'dogs: the kennel-club group; cats: the coat (SHORTHAIR, LONGHAIR, HAIRLESS); MIXED',
    }),
  }),
});

type TemperamentRow = Awaited<ReturnType<typeof listTemperamentOptions>>[number];

const TemperamentOption = builder.objectRef<TemperamentRow>('TemperamentOption').implement({
  description: 'spec §3 Temperament option; text in the request locale',
  fields: (t) => ({
    value: t.exposeString('value'),
    text: t.string({
      resolve: (option, _args, context) => {
        for (const locale of [context.locale, ...LOCALE_FALLBACKS[context.locale]]) {
          const text = option.texts[locale];
          if (text) return text;
        }
        return option.texts.en_US ?? option.value;
      },
    }),
  }),
});

/** Where a licence stands today in its jurisdiction: its effective status and its renewal calendar. */
async function licenseToday(license: PetLicenseRow, context: GraphQLContext) {
  const city = await context.services.jurisdictions.byId(license.jurisdictionId);
  const today = todayForJurisdiction(context.services.now(), city?.timezone ?? 'UTC');
  const termEnd = parseIsoDate(license.termEnd) ?? today;
  return {
    status: effectiveLicenseStatus(license.status, termEnd, today),
    renewalState: city?.licensePolicy ? renewalState(city.licensePolicy, termEnd, today) : null,
  };
}

const PetLicense = builder.objectRef<PetLicenseRow>('PetLicense').implement({
  description: 'A licence of the pet (PRODUCT.md §4, decision 0501)',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    tagNumber: t.exposeString('tagNumber', { nullable: true }),
    status: t.string({
      description: 'PENDING_PROOF, ACTIVE, EXPIRED (past its term) or REVOKED',
      resolve: async (license, _args, context) => (await licenseToday(license, context)).status,
    }),
    renewalState: t.string({
      nullable: true,
      description: "NOT_YET, OPEN (renewal window), GRACE or LATE (late fee), by the jurisdiction's policy",
      resolve: async (license, _args, context) => (await licenseToday(license, context)).renewalState,
    }),
    termYears: t.exposeInt('termYears'),
    termStart: t.exposeString('termStart', { description: 'YYYY-MM-DD' }),
    termEnd: t.exposeString('termEnd', { description: 'YYYY-MM-DD' }),
    fee: t.field({
      type: LicenseFee,
      nullable: true,
      resolve: (license) => (license.fee && license.currency ? { ...license.fee, currency: license.currency } : null),
    }),
    certificateUrl: t.string({
      description: 'the licence certificate, a PDF (GET, the owner only)',
      resolve: (license) => `/api/licenses/${encodeURIComponent(license.number)}/certificate.pdf`,
    }),
  }),
});

const birthdayOf = (pet: PetView) => parseIsoDate(pet.birthday) ?? { year: 1970, month: 1, day: 1 };

const PetAge = builder.objectRef<{ months: number }>('PetAge').implement({
  fields: (t) => ({ months: t.exposeInt('months') }),
});

const PetDetails = builder.objectRef<PetView>('PetDetails').implement({
  description: 'spec §3 Pet details: what the pet form edits',
  fields: (t) => ({
    breed: t.exposeString('breedName', { nullable: true }),
    breedKnown: t.exposeBoolean('breedKnown'),
    type: t.string({ description: 'DOG or CAT', resolve: (pet) => pet.species }),
    gender: t.string({ description: 'MALE or FEMALE', resolve: (pet) => pet.sex }),
    birthday: t.field({ type: DatePartsRef, resolve: birthdayOf }),
    age: t.field({ type: PetAge, resolve: (pet) => ({ months: pet.ageMonths }) }),
    color: t.stringList({ resolve: (pet) => pet.colors }),
    neutered: t.exposeBoolean('neutered', { nullable: true }),
    microchip: t.exposeString('microchip', { nullable: true }),
    tattoo: t.exposeString('tattoo', { nullable: true }),
    markings: t.exposeString('markings', { nullable: true }),
    coat: t.exposeString('coat', { nullable: true }),
    biography: t.exposeString('biography', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
  }),
});

const PetPhoto = builder.objectRef<NonNullable<PetView['photo']>>('PetPhoto').implement({
  description:
    'issue 13: where the pet’s photo is (GET, for its owner and the jurisdiction’s administrators); the `v` parameter changes with the photo',
  fields: (t) => ({
    url: t.exposeString('url', { description: '/api/pets/{id}/photo?v=…: a JPEG inside 800×800' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { description: '/api/pets/{id}/photo/thumbnail?v=…: 160×160 JPEG' }),
  }),
});

const Pet = builder.objectRef<PetView>('Pet').implement({
  description: 'spec §3 Pet (as read from the server)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    tagCode: t.exposeString('tagCode', {
      description:
        'HomeSafe (decision 0802): the public code of its tag and wallet card; the found page is /{locale}/found/{tagCode}',
    }),
    lostOn: t.exposeString('lostOn', {
      nullable: true,
      description: 'HomeSafe: YYYY-MM-DD when marked lost, else null',
    }),
    lostWhere: t.exposeString('lostWhere', { nullable: true }),
    gender: t.string({ description: 'MALE or FEMALE', resolve: (pet) => pet.sex }),
    birthday: t.field({ type: DatePartsRef, description: 'a UTC day', resolve: birthdayOf }),
    indoorAnimal: t.exposeBoolean('indoorAnimal', { nullable: true, description: 'cats only' }),
    dobIsApproximate: t.exposeBoolean('dobIsApproximate'),
    restrictedBreed: t.exposeBoolean('restrictedBreed', {
      description: "the pet's list breed is restricted in the owner's jurisdiction (decision 0201)",
    }),
    licenses: t.expose('licenses', {
      type: [PetLicense],
      description: 'newest term first (a renewal before the licence it follows)',
    }),
    hasLicense: t.exposeBoolean('hasLicense', {
      description: 'a licence that is not revoked: species, sex, birth data and breed are locked',
    }),
    hasValidNeuterProof: t.exposeBoolean('hasValidNeuterProof'),
    breed: t.expose('breed', {
      type: Breed,
      nullable: true,
      description: 'the list breed details.breed names, when it names one',
    }),
    rabiesExpireDate: t.string({
      nullable: true,
      description: 'YYYY-MM-DD: the expiration date of the most recent rabies proof (not removed); null without one',
      resolve: (pet) => pet.rabiesProof?.expirationDate ?? null,
    }),
    rabiesProofRequired: t.boolean({
      description:
        'issue 38 (decision 0505): the owner\'s jurisdiction asks a rabies proof of this pet today (its licence policy, by species and age: a licence bought now waits for one); false: "No proof required". True where the jurisdiction licenses no pets',
      resolve: async (pet, _args, context) => {
        const jurisdictionId = context.viewer?.jurisdictionId;
        const city = jurisdictionId ? await context.services.jurisdictions.byId(jurisdictionId) : null;
        return petProofRequired(city, pet, context.services.now());
      },
    }),
    mostRecentRabiesProof: t.field({
      type: RabiesProofRef,
      nullable: true,
      description:
        'spec §3: the most recent rabies proof uploaded with PUT /api/pets/{id}/rabies-proof (decision 0220)',
      resolve: (pet) => pet.rabiesProof,
    }),
    temperament: t.stringList({ description: 'values of petTemperamentOptions', resolve: (pet) => pet.temperament }),
    active: t.boolean({
      description: 'false once the owner said "No longer with me"',
      resolve: (pet) => pet.retiredAt === null,
    }),
    retiredAt: t.string({ nullable: true, resolve: (pet) => pet.retiredAt?.toISOString() ?? null }),
    details: t.field({ type: PetDetails, resolve: (pet) => pet }),
    photo: t.expose('photo', {
      type: PetPhoto,
      nullable: true,
      description: 'the photo set with PUT /api/pets/{id}/photo (decision 0210); null without one',
    }),
  }),
});

// Loose inputs on purpose (decision 0011): the use case parses them with the domain schema and reports
// every field at once.

const PetDayInput = builder.inputType('PetDayInput', {
  description: 'a calendar day as the payloads send it (spec §3 birthday {day, month, year})',
  fields: (t) => ({ day: t.int(), month: t.int(), year: t.int() }),
});

const AddPetInput = builder.inputType('AddPetInput', {
  description: 'spec §3 Add-pet payload',
  fields: (t) => ({
    type: t.string({ description: 'D or C' }),
    isIndoor: t.boolean(),
    name: t.string(),
    breedKnown: t.boolean(),
    breed: t.string({ description: 'a breed name' }),
    gender: t.string({ description: 'M or F' }),
    birthday: t.field({ type: PetDayInput, description: 'with dobIsApproximate: today minus the age, UTC' }),
    dobIsApproximate: t.boolean(),
    colors: t.stringList({ description: 'colour names (spec §9)' }),
  }),
});

const EditPetInput = builder.inputType('EditPetInput', {
  description: 'spec §3 Edit-pet payload, sent with petId; temperament is optional (decision 0202)',
  fields: (t) => ({
    petId: t.id(),
    type: t.string({ description: 'DOG, CAT or UNKNOWN' }),
    gender: t.string({ description: 'MALE or FEMALE' }),
    color: t.stringList(),
    indoorAnimal: t.boolean(),
    birthday: t.field({ type: PetDayInput }),
    neutered: t.boolean({ description: 'left out when null: the stored value stays' }),
    microchip: t.string(),
    tattoo: t.string(),
    markings: t.string(),
    coat: t.string(),
    biography: t.string(),
    notes: t.string(),
    name: t.string(),
    breed: t.string(),
    breedKnown: t.boolean(),
    dobIsApproximate: t.boolean(),
    temperament: t.stringList({ description: 'left out: the stored selection stays' }),
  }),
});

publicField('query', 'petBreeds', {
  type: [Breed],
  description: 'spec §7.1 getPetBreeds: the breeds of a species (both when left out), sorted by name',
  limit: BREED_LIST,
  args: builder.args((arg) => ({ species: arg.field({ type: SpeciesEnum, required: false }) })),
  resolve: (args, context) => listBreeds(context.services, { input: { species: args.species } }),
});

viewerField('query', 'petTemperamentOptions', {
  type: [TemperamentOption],
  description: 'spec §2.15: the temperament picker’s options (at most 6 chosen)',
  resolve: (_actor, _args, context) => listTemperamentOptions(context.services),
});

viewerField('query', 'myPets', {
  type: [Pet],
  description: "The caller's pets: active first, then inactive (active: false), each by name",
  // read with the session check (petListSessionLoad, api/session-loads.ts) when it could, else here
  resolve: (actor, _args, context) =>
    loadedWithSession(context.sessionLoaded, petListSessionLoad) ?? listMyPets(context.services, { actor }),
});

viewerField('query', 'pet', {
  type: Pet,
  description: "One of the caller's pets; NOT_FOUND for any other id",
  ...byId('id'),
  useCase: getPet,
});

viewerField('mutation', 'addPet', {
  type: Pet,
  ...formInput(AddPetInput),
  useCase: addPet,
  description: 'spec §3 Add-pet payload',
});

viewerField('mutation', 'editPet', {
  type: Pet,
  ...formInput(EditPetInput),
  useCase: editPet,
  description: 'spec §3 Edit-pet payload with petId; PET_LOCKED for a locked field, PET_INACTIVE for a retired pet',
});

viewerField('mutation', 'retirePet', {
  type: Pet,
  description: '"No longer with me": the pet becomes inactive and keeps its history',
  ...byId('id'),
  useCase: retirePet,
});
