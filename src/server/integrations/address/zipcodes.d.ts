// Types for the zipcodes package (8.x ships none). Only what the local gazetteer reads.
declare module 'zipcodes' {
  type ZipCodeEntry = {
    /** a 5-digit ZIP, or a Canadian forward sortation area (first 3 characters of a postal code) */
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** a USPS code for the US, a province name for Canada */
    state: string;
    country: 'US' | 'Canada';
  };
  const zipcodes: {
    codes: Record<string, ZipCodeEntry>;
    lookup(zip: string | number): ZipCodeEntry | undefined;
  };
  export = zipcodes;
}
