// Server-rendered markup (the unit project has no DOM): how the error summary words each entry.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, summaryLead } from './ErrorSummary.js';

describe('the error summary', () => {
  it.each([
    ['First name', 'First name: '],
    ['Do you know the birth date?', 'Do you know the birth date? '],
    ['Connaissez-vous la date de naissance\u202f?', 'Connaissez-vous la date de naissance\u202f? '],
    ['¿Conoce la fecha de nacimiento?', '¿Conoce la fecha de nacimiento? '],
    ['Is it spayed or neutered? ', 'Is it spayed or neutered? '],
    ['Stop!', 'Stop! '],
    ['Phones:', 'Phones: '],
  ])('puts %j before its message as %j', (label, lead) => {
    expect(summaryLead(label, 'en_US')).toBe(lead);
  });

  it('puts a no-break space before the colon in French, none before a question mark it already has', () => {
    expect(summaryLead('Prénom', 'fr_CA')).toBe('Prénom\u00a0: ');
    expect(summaryLead('Connaissez-vous la date de naissance\u202f?', 'fr_CA')).toBe(
      'Connaissez-vous la date de naissance\u202f? ',
    );
    expect(summaryLead('Nombre', 'es_US')).toBe('Nombre: ');
  });

  it('reads "label: message", and no colon after a question', () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        title="There is a problem"
        items={[
          { id: 'form-first-name', label: 'First name', message: { text: 'Please enter a first name.' } },
          { id: 'form-know-birthdate', label: 'Do you know the birth date?', message: { text: 'Please choose one.' } },
          { id: 'form-colors', message: { text: 'Please choose at least one color.' } },
        ]}
      />,
    );
    expect(html).toContain('First name: Please enter a first name.');
    expect(html).toContain('Do you know the birth date? Please choose one.');
    expect(html).not.toContain('?:');
    expect(html).toContain('>Please choose at least one color.');
  });
});
