import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { keyed, looseText, reportIssues, typedText } from '../shared/schema.helpers.js';
import { type AddressRuleOptions, addressIssues, normalizeAddress } from './address.rules.js';

/**
 * The address form and API input, parsed to the stored shape (spec §5 Address). The typed lines
 * refuse "/" (spec §5 General), as the manual form's inputs do.
 */
export function createAddressSchema(options: AddressRuleOptions) {
  return z
    .object(
      {
        id: looseText,
        unit: looseText, // its own pattern refuses "/" with the field's name (address.rules.ts)
        civic: typedText,
        street: typedText,
        additional: typedText,
        cityName: typedText,
        province: looseText,
        country: looseText,
        postalCode: looseText,
        label: looseText,
      },
      keyed(msg('validation.address.required')),
    )
    .superRefine((address, ctx) => reportIssues(ctx, addressIssues(address, options)))
    .transform(normalizeAddress);
}

/** The physical (home) address: no PO box, civic and street required (spec §2.6, §5). */
export const addressSchema = createAddressSchema({ additionalAllowed: false });
/** A separate mailing address may be a PO box on the additional line (spec §2.6). */
export const mailingAddressSchema = createAddressSchema({ additionalAllowed: true });
