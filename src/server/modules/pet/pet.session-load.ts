// The owner's pet list as a session load (shared/session-load.ts, listed by api/session-loads.ts): a
// query asking for `myPets` (My Pets, the dashboard) has the session check read the account's
// `petsVersion`, and the pets come from the cache at that version without another round trip to
// PostgreSQL (decision 1423). Database triggers move the version on with every write the list shows.
import type { AppServices } from '../../app-services.js';
import type { SessionLoad } from '../../shared/session-load.js';
import { accountPetsVersion } from '../account/account.functions.js';
import { listMyPetsAtVersion, type PetView } from './pet.service.js';

export const petListSessionLoad: SessionLoad<AppServices, PetView[]> = {
  name: 'petList',
  rootFields: ['myPets'],
  stamp: accountPetsVersion,
  load: (services, actor, petsVersion) => listMyPetsAtVersion(services, { actor, input: { petsVersion } }),
};
