// spec §2.8 address search, §7.3: the browser asks us; we ask the provider. Public: sign-up needs it.
import type { AddressSuggestion as Suggestion } from '../../integrations/address/address-provider.js';
import { builder } from '../../graphql-kit/builder.js';
import { publicField } from '../../graphql-kit/root-fields.js';
import { AddressParts, addressText } from '../../graphql-kit/types/address.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import { type AddressLookup as Lookup, addressDetails, suggestAddresses } from './address.service.js';

const AddressSuggestion = builder.objectRef<Suggestion>('AddressSuggestion').implement({
  description: 'One autocomplete suggestion (spec §3 Find item of Type "Address").',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'pass to addressDetails' }),
    text: t.exposeString('text'),
    description: t.exposeString('description'),
  }),
});

const AddressLookup = builder.objectRef<Lookup>('AddressLookup').implement({
  description: 'A retrieved address as address fields (spec §3 Address, same names); any may be missing.',
  interfaces: [AddressParts],
  fields: (t) => ({
    label: t.string({
      nullable: true,
      description: 'multi-line, one line per row',
      resolve: (address) => addressText(address.label),
    }),
    poBox: t.exposeBoolean('poBox', { description: 'the provider marked it a PO Box' }),
  }),
});

publicField('query', 'addressSuggestions', {
  limit: RATE_LIMITS.addressLookup,
  type: [AddressSuggestion],
  description: 'Address autocomplete (spec §2.8); fewer than 4 characters give an empty list (spec §5).',
  args: builder.args((arg) => ({ text: arg.string({ required: true }), country: arg.string({ required: true }) })),
  useCase: suggestAddresses,
});

publicField('query', 'addressDetails', {
  limit: RATE_LIMITS.addressLookup,
  type: AddressLookup,
  nullable: true,
  description: 'The address behind a suggestion id (spec §7.3 Retrieve); null when the id is unknown.',
  args: builder.args((arg) => ({ id: arg.string({ required: true }) })),
  useCase: addressDetails,
});
