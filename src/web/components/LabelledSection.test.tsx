// The section is named by its own heading, and two sections never share an id.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabelledSection } from './LabelledSection.js';

describe('LabelledSection', () => {
  it('labels the section with its h2 and passes the section its other attributes', () => {
    const html = renderToStaticMarkup(
      <LabelledSection className="report-section" aria-busy heading="Revenue">
        <p>figures</p>
      </LabelledSection>,
    );
    const id = /<h2 id="([^"]+)">Revenue<\/h2>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toBe(
      `<section class="report-section" aria-busy="true" aria-labelledby="${id}"><h2 id="${id}">Revenue</h2><p>figures</p></section>`,
    );
  });

  it('gives each section its own id', () => {
    const html = renderToStaticMarkup(
      <>
        <LabelledSection heading="One" />
        <LabelledSection heading="Two" />
      </>,
    );
    const ids = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
