// Demo pets of the demo owner (issue 13), made with the pet module's use cases as the pet form would
// send them: a dog with an exact birthdate, a cat with an approximate age, and a licensed dog whose
// species, sex, birth data, breed and neutered answer are locked. Toronto restricts one breed.
import { addMonths, utcDateOf } from '../../domain/dates/calendar.js';
import { toAddPetPayload, toEditPetPayload } from '../../domain/pet/pet-form.rules.js';
import { createPetFormSchema } from '../../domain/pet/pet-form.schemas.js';
import type { AppServices } from '../app-services.js';
import type { AccountRow, JurisdictionRow } from '../db/schema/index.js';
import { recordLicense } from '../modules/license/license.functions.js';
import { addPet, editPet, restrictBreeds } from '../modules/pet/pet.service.js';
import { actorOf } from '../shared/use-case.js';

/** decision 0201: Ontario's Dog Owners' Liability Act names the American Staffordshire Terrier. */
export const DEMO_RESTRICTED_BREED_UUID = '802818b5-93aa-5221-8d88-8afe67066e6c';
export const DEMO_RESTRICTING_CITY = 'toronto-on';
export const DEMO_LICENSED_PET_NAME = 'Juniper';

export async function seedDemoPets(
  services: AppServices,
  { owner, cities }: { owner: AccountRow; cities: readonly JurisdictionRow[] },
): Promise<void> {
  const toronto = cities.find((city) => city.slug === DEMO_RESTRICTING_CITY);
  if (toronto) {
    await restrictBreeds(services, { input: { jurisdictionId: toronto.id, breedUuids: [DEMO_RESTRICTED_BREED_UUID] } });
  }
  const actor = actorOf(owner, ''); // no session: the seed acts as the owner
  const now = services.now();
  const form = createPetFormSchema({ mode: 'add', today: utcDateOf(now), now });
  const add = (input: Record<string, unknown>) =>
    addPet(services, { actor, input: toAddPetPayload(form.parse(input)) });

  await add({
    type: 'D',
    name: 'Biscuit',
    breedKnown: true,
    breed: 'Beagle',
    gender: 'M',
    dobIsApproximate: false,
    birthdate: { day: '14', month: '5', year: '2019' },
    colors: ['tan', 'white', 'black'],
  });
  await add({
    type: 'C',
    isIndoor: true,
    name: 'Miso',
    breedKnown: false,
    gender: 'F',
    dobIsApproximate: true,
    age: 24,
    colors: ['orange', 'white'],
  });
  const juniperForm = {
    type: 'D',
    name: DEMO_LICENSED_PET_NAME,
    breedKnown: true,
    breed: 'Labrador Retriever',
    gender: 'F',
    dobIsApproximate: false,
    birthdate: { day: '3', month: '9', year: '2018' },
    colors: ['black'],
  };
  const juniper = await add(juniperForm);
  await editPet(services, {
    actor,
    input: toEditPetPayload(
      form.parse({ ...juniperForm, neutered: true, microchip: '985112003456789', markings: 'White star on chest' }),
      String(juniper.id),
    ),
  });
  if (owner.jurisdictionId) {
    const termStart = addMonths(utcDateOf(now), -2);
    await recordLicense(services, {
      petId: juniper.id,
      accountId: owner.id,
      jurisdictionId: owner.jurisdictionId,
      status: 'ACTIVE',
      termStart,
      termEnd: addMonths(termStart, 12),
    });
  }
}
