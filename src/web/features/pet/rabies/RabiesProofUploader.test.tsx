// Server-rendered markup of the rabies uploader (the unit project has no DOM): the states no journey in
// the pet panel shows — a renewal's wording for a female pet, "No proof required", and a proof on file.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedI18n } from '../../../i18n/test-i18n.js';
import { RabiesProofUploader, type RabiesProofUploaderProps } from './RabiesProofUploader.js';

const PET = { id: '7', name: 'Juniper', gender: 'FEMALE', rabiesExpireDate: null, mostRecentRabiesProof: null };

describe('rabies proof uploader markup (spec §2.14)', () => {
  let english: I18n;
  beforeAll(async () => {
    english = await loadedI18n('en_US', ['rabies', 'licensing', 'account', 'validation', 'serverErrors']);
  });
  const render = (props: Partial<RabiesProofUploaderProps>) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={english}>
        <MemoryRouter>
          <RabiesProofUploader pet={PET} timeZone="America/Los_Angeles" {...props} />
        </MemoryRouter>
      </I18nextProvider>,
    );

  it('labels the date with the pet’s name, and a renewal with "her new" for a female pet', () => {
    expect(render({})).toContain('When does Juniper&#x27;s rabies vaccination expire?');
    expect(render({ renewal: true })).toContain('Renewing Juniper: when does her new rabies vaccination expire?');
    const male = renderToStaticMarkup(
      <I18nextProvider i18n={english}>
        <RabiesProofUploader pet={{ ...PET, gender: 'MALE' }} renewal timeZone="UTC" />
      </I18nextProvider>,
    );
    expect(male).toContain('when does his new rabies vaccination expire?');
  });

  it('starts with the upload button disabled (no date yet), the help text and the accept list', () => {
    const html = render({});
    expect(html).toMatch(/<button type="button" class="button" disabled=""[^>]*>Upload a file<\/button>/);
    expect(html).toContain('under 8MB: JPG, BMP, PNG, TIF, HEIC, WEBP or PDF');
    expect(html).toContain('accept=".gif,.png,.jpg,.jpeg,.bmp,.webp,.tiff,.tif,.pdf,.heic"');
  });

  it('says "No proof required" and offers no upload when the policy needs none', () => {
    const html = render({ proofRequired: false });
    expect(html).toContain('No proof required');
    expect(html).not.toContain('Upload a file');
  });

  it('shows a proof on file: the date, the status, the checklist and Remove', () => {
    const proof = {
      id: '3',
      expirationDate: '2027-03-10',
      status: 'REJECTED' as const,
      rejectionReason: 'WRONG_PET',
      document: { webPath: '/api/pets/7/rabies-proof?v=abc&name=proof.jpg', pageCount: 1, kind: 'image' },
    };
    const html = render({ pet: { ...PET, rabiesExpireDate: '2027-03-10', mostRecentRabiesProof: proof } });
    expect(html).toContain('Rabies Vaccination Expiration Date:</strong> Mar 10, 2027');
    // the one licence-and-proof state's words (decision 0505): the reason in the status line
    expect(html).toContain('Not accepted: The document is for another pet');
    expect(html).toContain('Upload a new proof');
    expect(html).toContain('alt="Juniper&#x27;s rabies vaccination proof"');
    for (const item of ['Owner name', 'Manufacturer', 'Lot number', 'Veterinarian'])
      expect(html).toContain(`<li>${item}</li>`);
    expect(html).toContain('aria-label="Remove Juniper&#x27;s rabies proof"');
  });
});
