// Street addresses the tests and the demo data share: real public places, so a reader recognises them.

/** Toronto City Hall, as the address rules hold it (no unit, no additional line). */
export const TORONTO_CITY_HALL = {
  civic: '100',
  street: 'Queen St W',
  cityName: 'Toronto',
  province: 'CA_ON',
  country: 'CA',
  postalCode: 'M5H 2N2',
} as const;

/** The local gazetteer's first Seattle street address. */
export const SEATTLE_MAIN_ST = {
  civic: '123',
  street: 'Main St',
  cityName: 'Seattle',
  province: 'US_WA',
  country: 'US',
  postalCode: '98101',
} as const;
