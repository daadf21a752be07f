// Server-rendered markup of the staff queue's states (the unit project has no DOM): the empty queue and
// a failed load, which the end-to-end journey (one shared demo administrator) cannot count on seeing.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedI18n } from '../../i18n/test-i18n.js';
import { RabiesProofQueueBody } from './RabiesProofQueueBody.js';
import type { useRabiesProofQueue } from './use-rabies-proof-queue.js';

type Queue = ReturnType<typeof useRabiesProofQueue>;
const queueIn = (state: Queue['state']): Queue => ({
  state,
  reload: async () => {},
  more: async () => {},
  selected: null,
  select: () => {},
  moveFocus: false,
  approve: async () => {},
  reject: async () => {},
});

describe('staff queue markup (issue 16)', () => {
  let english: I18n;
  beforeAll(async () => {
    english = await loadedI18n('en_US', ['admin', 'rabies']);
  });
  const render = (queue: Queue) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={english}>
        <RabiesProofQueueBody queue={queue} />
      </I18nextProvider>,
    );

  it('says so when no proof is waiting', () => {
    const html = render(queueIn({ status: 'ready', items: [], endCursor: null, hasNextPage: false }));
    expect(html).toContain('<h2>No proofs waiting</h2>');
    expect(html).toContain('Every uploaded rabies proof has been verified.');
  });

  it('offers to try again when the queue could not load', () => {
    const html = render(queueIn({ status: 'error' }));
    expect(html).toContain('role="alert"');
    expect(html).toContain('The proofs could not be loaded');
    expect(html).toContain('>Try again</button>');
  });

  it('lists a waiting proof with its pet, owner, upload and expiry', () => {
    const item = {
      id: '5',
      petId: '9',
      petName: 'Biscuit',
      species: 'DOG',
      breed: 'Beagle',
      ownerName: 'Dana Demo',
      ownerEmail: 'dana@example.com',
      jurisdictionName: 'King County, WA',
      status: 'PENDING',
      uploadedAt: '2026-11-20T18:00:00.000Z',
      expirationDate: '2027-11-20',
      kind: 'pdf',
      pageCount: 2,
      webPath: '/api/rabies-proofs/5/document?view=1&v=abc&name=proof.pdf',
    };
    const html = render(queueIn({ status: 'ready', items: [item], endCursor: '5', hasNextPage: true }));
    expect(html).toContain('<dd>Biscuit</dd>');
    expect(html).toContain('<dd>Dana Demo</dd>');
    expect(html).toContain('Nov 20, 2027');
    expect(html).toContain('aria-label="Review Biscuit&#x27;s proof"');
    expect(html).toContain('Show more');
  });
});
