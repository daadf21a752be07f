// The whole embedded gazetteer (the zipcodes package as buildIndex reads it): every name it offers a
// person is a place's name (issue 11: 8 — "Toronto Stn A Po Boxes 25 The Esplanade", "Shell Oil Box 150").
import { describe, expect, it } from 'vitest';
import { isPlaceName, loadGazetteerIndex } from './gazetteer-index.js';
import { createLocalGazetteerProvider } from './local-gazetteer.provider.js';

// loading the package's 5 MB of data takes a few seconds on a busy machine
describe('the embedded gazetteer, whole', { timeout: 30_000 }, () => {
  it('names only places: letters, spaces, apostrophes, hyphens and periods, no office or business', async () => {
    const index = await loadGazetteerIndex();
    expect(index.cities.length).toBeGreaterThan(30_000);
    const bad = index.cities.filter(
      (city) =>
        !isPlaceName(city.city) ||
        /\b(?:stn|po|boxes|provincial|reply|processing|enclave|subdivisions?)\b/i.test(city.city) ||
        city.city.split(' ').length > 6,
    );
    expect(bad.map((city) => `${city.region} ${city.city}`)).toEqual([]);
    expect([...index.byPostal.values()].filter((place) => !isPlaceName(place.city))).toEqual([]);
  });

  it('keeps the real places and names offices by their city', async () => {
    const index = await loadGazetteerIndex();
    const names = (region: string) => index.cities.filter((city) => city.region === region).map((city) => city.city);
    expect(names('US_TX')).toEqual(expect.arrayContaining(['College Station', 'Dime Box', 'Austin']));
    expect(names('US_WA')).toEqual(expect.arrayContaining(['Seattle', 'Electric City', 'La Center']));
    expect(index.byPostal.get('M5W')?.city).toBe('Toronto');
    expect(index.byPostal.get('M7Y')?.city).toBe('East Toronto'); // its district, as the package's other East Toronto areas
    expect(index.byPostal.get('V8W')?.city).toBe('Victoria');
    expect(index.byPostal.get('74183')).toBeUndefined(); // "Shell Oil Box 150"
    expect(index.byPostal.get('98101')?.city).toBe('Seattle');
  });

  it('reads "12 Mystery Lane" as a street, not the town of Lane, SC', async () => {
    const provider = createLocalGazetteerProvider();
    const suggestions = await provider.find('12 Mystery Lane', 'US');
    expect(suggestions.map((suggestion) => suggestion.description)).not.toContainEqual(expect.stringMatching(/SC/));
    expect((await provider.find('400 Pine St Seattle', 'US'))[0]).toMatchObject({ text: '400 Pine St' });
  });
});
