import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorBadgeColor,
  authorHue,
  authorInitials,
  authorNameOrUnknown,
  canEditNote,
  canSaveNewNote,
  ORDER_NOTE_DEFAULT_COLOR,
  ORDER_NOTE_LIGHTNESS,
  ORDER_NOTE_SATURATION,
} from './order-note.rules.js';

/** WCAG relative luminance of an HSL colour. */
function luminance(h: number, s: number, l: number): number {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(0) + 0.7152 * f(8) + 0.0722 * f(4);
}

describe('order notes (spec §5, §6, §9)', () => {
  it.each([
    ['', false, false],
    ['  ', false, false],
    ['Paid by cheque', false, true],
    ['Paid by cheque', true, false],
    [null, false, false],
  ])('canSaveNewNote(%j, disabled=%s) = %s', (text, disabled, ok) => expect(canSaveNewNote(text, disabled)).toBe(ok));

  it('edit link rule', () => {
    expect(canEditNote({ administrator: null }, 7, false)).toBe(true);
    expect(canEditNote({ administrator: { id: 7, displayName: 'A' } }, 7, false)).toBe(true);
    expect(canEditNote({ administrator: { id: 8, displayName: 'B' } }, 7, false)).toBe(false);
    expect(canEditNote({ administrator: null }, 7, true)).toBe(false);
  });

  it('author colour: hue = 21 × id, else dark blue', () => {
    expect(authorHue(1)).toBe(21);
    expect(authorHue(18)).toBe(18);
    expect(authorBadgeColor({ id: 3 })).toBe('hsl(63 60% 28%)');
    expect(authorBadgeColor(null)).toBe(ORDER_NOTE_DEFAULT_COLOR);
  });

  it('white initials stay readable on every hue (property, WCAG AA 4.5:1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (id) => {
        const ratio = 1.05 / (luminance(authorHue(id), ORDER_NOTE_SATURATION / 100, ORDER_NOTE_LIGHTNESS / 100) + 0.05);
        expect(ratio).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AL'],
    ['Cher', 'C'],
    ['  ', '?'],
    [null, '?'],
    ['Élodie Ñúñez', 'ÉÑ'],
  ])('authorInitials(%j) = %s', (name, initials) => expect(authorInitials(name)).toBe(initials));

  it('"Unknown" when there is no name', () => {
    expect(authorNameOrUnknown(null)).toEqual({ labelKey: 'validation.labels.unknown' });
    expect(authorNameOrUnknown(' Sam ')).toEqual({ name: 'Sam' });
  });
});
