import { describe, expect, it } from 'vitest';
import { SEATTLE_MAIN_ST, TORONTO_CITY_HALL } from '../../../../domain/address/address.fixtures.js';
import type { Address } from '../../../../domain/address/address.rules.js';
import { addressForCountry, EMPTY_DRAFT, draftFromAddress, firstInvalidField, validateDraft } from './address-form.js';

const seattle = {
  ...EMPTY_DRAFT,
  civic: '123',
  street: 'Main St',
  cityName: 'Seattle',
  province: 'US_WA',
  postalCode: '98101',
};

describe('the address form draft', () => {
  it('parses a valid draft into the stored shape', async () => {
    expect(await validateDraft(seattle, 'US', false)).toEqual({
      ok: true,
      address: expect.objectContaining({ civic: '123', province: 'US_WA', country: 'US', unit: null }),
    });
  });

  it('reports field errors as message keys, in form order', async () => {
    const result = await validateDraft({ ...EMPTY_DRAFT, postalCode: '123', unit: 'a/b' }, 'US', false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      civic: 'validation.required',
      street: 'validation.required',
      unit: 'validation.invalidCharacters|{"field":"unit"}',
      cityName: 'validation.required',
      province: 'validation.address.stateRequired',
      postalCode: 'validation.address.zipInvalid',
    });
    expect(firstInvalidField(result.fieldErrors)).toBe('civic');
  });

  it('checks a Canadian postal code and province', async () => {
    const result = await validateDraft({ ...seattle, province: 'ON', postalCode: 'm5h2n2' }, 'CA', false);
    expect(result).toMatchObject({ ok: true, address: { province: 'CA_ON', postalCode: 'M5H 2N2', country: 'CA' } });
  });

  it('refuses a PO box for a physical address and accepts it for a mailing address', async () => {
    const poBox = { ...seattle, civic: '', street: 'PO Box 12' };
    expect(await validateDraft(poBox, 'US', false)).toMatchObject({
      ok: false,
      formErrors: ['validation.address.poBoxOnly'],
    });
    const mailing = { ...seattle, civic: '', street: '', additional: 'PO Box 12' };
    expect(await validateDraft(mailing, 'US', true)).toMatchObject({ ok: true, address: { additional: 'PO Box 12' } });
  });

  it('drops the additional line where it is not offered', async () => {
    expect(draftFromAddress({ additional: 'PO Box 9', cityName: 'Austin' }, false)).toMatchObject({
      additional: '',
      cityName: 'Austin',
    });
    expect(await validateDraft({ ...seattle, additional: 'PO Box 9' }, 'US', false)).toMatchObject({
      ok: true,
      address: { additional: null },
    });
  });
});

describe('the address held once the owner chooses a country (My Details, decision 0304)', () => {
  const seattle: Address = { id: null, unit: null, additional: null, ...SEATTLE_MAIN_ST };
  const toronto: Address = { id: null, unit: null, additional: null, ...TORONTO_CITY_HALL };
  const otherSeattle: Address = { ...seattle, civic: '77', street: 'Elm St' };

  it('keeps an address of that country', () => {
    expect(addressForCountry('US', otherSeattle, seattle)).toBe(otherSeattle);
  });

  it('drops an address of the other country: the search starts over in the one chosen', () => {
    expect(addressForCountry('CA', seattle, seattle)).toBeNull();
    expect(addressForCountry('CA', null, seattle)).toBeNull();
  });

  it('puts the stored home back when its country is chosen again, whatever was typed in the other one', () => {
    expect(addressForCountry('US', toronto, seattle)).toBe(seattle);
    expect(addressForCountry('US', null, seattle)).toBe(seattle);
    expect(addressForCountry('US', null, null)).toBeNull();
  });
});
