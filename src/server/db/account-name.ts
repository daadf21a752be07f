// How staff screens, search hits and audit entries name a person: the account's first and last name
// read together and shown as one, trimmed because an imported owner may have no first name.
import { accounts } from './schema/index.js';

/** The two name columns of `accounts`, spread into a select beside what else a row needs. */
export const accountNameColumns = { firstName: accounts.firstName, lastName: accounts.lastName };

/** "First Last", or the one name there is. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
