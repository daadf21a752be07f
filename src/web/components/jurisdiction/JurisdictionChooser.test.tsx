// Server-rendered markup of the chooser and the move panel (the unit project has no DOM): what an
// administrator sees, which no owner's journey shows.
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedI18n } from '../../i18n/test-i18n.js';
import { JurisdictionChooser } from './JurisdictionChooser.js';
import { JurisdictionMovePanel } from './JurisdictionMovePanel.js';

const TERMS = {
  header: 'Move to Seattle',
  subHeader: '<p>Your new address is in Seattle.</p>',
  termIntro: 'By moving, you agree that:',
  list: ['<p>First term.</p>', '<p>Second term.</p>'],
  action: [{ text: 'Yes, move' }, { text: 'No, stay' }],
};

describe('jurisdiction chooser and move panel markup', () => {
  let english: I18n;
  beforeAll(async () => {
    english = await loadedI18n('en_US', ['jurisdiction']);
  });
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={english}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>,
    );

  it('disables, marks and explains in words the options an administrator does not administer (spec §6)', () => {
    const options = [
      { id: '1', name: 'King County, WA', color: '#1b6ac9', jurisdictionInformation: null, adminHasAccess: true },
      { id: '2', name: 'Seattle, WA', color: '#0a6b5c', jurisdictionInformation: null, adminHasAccess: false },
    ];
    const html = render(
      <JurisdictionChooser options={options} fallback={null} value={null} onChange={() => {}} adminAccessRequired />,
    );
    expect(html.match(/disabled=""/g)).toHaveLength(1);
    expect(html).toContain('chooser-option is-disabled');
    const noteId = /id="([^"]+)" class="chooser-no-access">You do not administer this jurisdiction/.exec(html)?.[1];
    expect(html).toContain(`aria-describedby="${noteId}"`);
    // an owner choosing for themself may choose any
    const owner = render(<JurisdictionChooser options={options} fallback={null} value={null} onChange={() => {}} />);
    expect(owner).not.toContain('disabled=""');
  });

  it('shows the fallback with its collapsible Learn More', () => {
    const html = render(
      <JurisdictionChooser options={[]} fallback={{ id: '9', adminHasAccess: true }} value="9" onChange={() => {}} />,
    );
    expect(html).toContain('None of the above');
    expect(html).toMatch(/<details class="chooser-learn-more"><summary>Learn More<\/summary>/);
  });

  it('gives an administrator the terms as an ordered list and one confirmation checkbox (spec §2.12)', () => {
    const html = render(<JurisdictionMovePanel isAdmin terms={TERMS} value={false} onChange={() => {}} />);
    expect(html).toMatch(/<ol class="move-terms"><li class="prose"><p>First term.<\/p><\/li><li class="prose">/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(1);
    expect(html).not.toContain('type="radio"');
  });

  it('gives an owner the terms as paragraphs, the two actions as radios, and Deactivate Account after "no"', () => {
    const props = {
      terms: TERMS,
      onChange: () => {},
      deactivateHref: '/en_US/account/full/account-app/settings/deactivate',
    };
    const unanswered = render(<JurisdictionMovePanel {...props} value={null} />);
    expect(unanswered).not.toContain('<ol');
    expect(unanswered.match(/type="radio"/g)).toHaveLength(2);
    expect(unanswered).toContain('Yes, move');
    expect(unanswered).not.toContain('Deactivate Account');
    const declined = render(<JurisdictionMovePanel {...props} value={false} />);
    expect(declined).toContain('href="/en_US/account/full/account-app/settings/deactivate"');
    // issue 38 D14: the way back is offered only where the screen can put the stored address back
    expect(declined).not.toContain('Keep my current address');
    const keeping = render(<JurisdictionMovePanel {...props} value={false} onKeepAddress={() => {}} />);
    expect(keeping).toMatch(/<button type="button" class="button">Keep my current address<\/button>/);
    expect(render(<JurisdictionMovePanel {...props} value={true} onKeepAddress={() => {}} />)).not.toContain(
      'Keep my current address',
    );
  });
});
