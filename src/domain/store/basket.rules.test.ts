import { describe, expect, it } from 'vitest';
import {
  ENGRAVING_MARKS,
  engravingIssues,
  engravingLength,
  normalizedEngraving,
  unengravableCharacters,
} from './basket.rules.js';
import { ENGRAVING } from './catalog.js';

// Issue 38 D6 (decision 1010): the engraving rule the product page and the server share. A line is never
// cut nor filtered: a long one says how long it is, a character a tag cannot take is named.
const keysOf = (lines: unknown) => engravingIssues(lines).map((issue) => [issue.path.join('.'), issue.key]);

describe('engraving lines (PRODUCT.md §5)', () => {
  it('counts a line as it is engraved: code points, spaces collapsed and trimmed', () => {
    expect(engravingLength('Rex')).toBe(3);
    expect(engravingLength('  Rex   the  dog ')).toBe(11);
    expect(engravingLength('🐶 Rex')).toBe(5);
  });

  it('refuses a line longer than a tag holds, saying its length, without cutting it', () => {
    const long = 'REX THE MAGNIFICENT LABRADOR RETRIEVER OF SEATTLE';
    const [issue] = engravingIssues([long]);
    expect(issue?.key).toBe('validation.store.engravingTooLong');
    expect(issue?.params).toEqual({ numLimit: ENGRAVING.maxLength, count: 49 });
    expect(keysOf(['x'.repeat(ENGRAVING.maxLength)])).toEqual([]);
    expect(keysOf(['Rex', 'x'.repeat(ENGRAVING.maxLength + 1)])).toEqual([
      ['options.engraving.1', 'validation.store.engravingTooLong'],
    ]);
  });

  it('names the characters a tag cannot take ("206/555/0188" keeps its slashes and is refused)', () => {
    expect(unengravableCharacters('206/555/0188')).toEqual(['/']);
    expect(unengravableCharacters('<b>Rex</b> @home')).toEqual(['<', '>', '/', '@']);
    expect(unengravableCharacters("O'Malley-Brown (Jr.) #2 & co, +1")).toEqual([]);
    const [issue] = engravingIssues(['Rex', '206/555/0188']);
    expect(issue?.path).toEqual(['options', 'engraving', 1]);
    expect(issue?.key).toBe('validation.store.engravingCharacters');
    expect(issue?.params).toEqual({ characters: '/', punctuation: ENGRAVING_MARKS.join(' ') });
  });

  it('takes letters with accents, digits, spaces and the marks; the first line is required', () => {
    expect(keysOf(['Éloïse', '514 555-0100'])).toEqual([]);
    expect(keysOf(['   '])).toEqual([['options.engraving.0', 'validation.store.engravingRequired']]);
    expect(keysOf(['Rex', 'a', 'b'])).toEqual([['options.engraving.0', 'validation.store.engravingLine']]);
  });

  it('stores the lines as they were checked: trimmed and collapsed, nothing else changed', () => {
    expect(normalizedEngraving(['  Rex ', '206   555 0123'])).toEqual(['Rex', '206 555 0123']);
  });
});
