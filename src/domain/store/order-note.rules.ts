import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { checkedBy, looseMultilineText } from '../shared/schema.helpers.js';
import { isBlank, maxCharsIssue } from '../shared/text.rules.js';

// spec §2.13, §4 Order notes, §5 Other forms, §6, §9 Order notes.

export type OrderNote = {
  id: string;
  text: string;
  createDt: string;
  isEdited: boolean;
  administrator: { id: number; displayName: string | null } | null;
};

/** spec §5: Save on a new note is disabled when the text is empty (blank counts) or the editor is disabled. */
export function canSaveNewNote(text: string | null | undefined, editorDisabled: boolean): boolean {
  return !editorDisabled && !isBlank(text);
}

/**
 * spec §6: the Edit link shows when the note has no administrator or its administrator is the
 * current user, and the note is not already being edited.
 */
export function canEditNote(note: Pick<OrderNote, 'administrator'>, currentUserId: number, editing: boolean): boolean {
  return !editing && (!note.administrator || note.administrator.id === currentUserId);
}

/** spec §9: author badge hue = 21 × administrator id; otherwise a default dark blue. */
export const ORDER_NOTE_HUE_STEP = 21;
export const ORDER_NOTE_DEFAULT_COLOR = 'hsl(220 60% 25%)';
/** Saturation and lightness chosen so white initials keep a 4.5:1 contrast at every hue (WCAG AA). */
export const ORDER_NOTE_SATURATION = 60;
export const ORDER_NOTE_LIGHTNESS = 28;

export function authorHue(adminId: number): number {
  return (((ORDER_NOTE_HUE_STEP * adminId) % 360) + 360) % 360;
}

export function authorBadgeColor(administrator: { id: number } | null | undefined): string {
  if (!administrator || !Number.isInteger(administrator.id)) return ORDER_NOTE_DEFAULT_COLOR;
  return `hsl(${authorHue(administrator.id)} ${ORDER_NOTE_SATURATION}% ${ORDER_NOTE_LIGHTNESS}%)`;
}

/** The badge's initials: first letters of the first and last words ("Ada King Lovelace" → "AL"); "?" for none. */
export function authorInitials(displayName: string | null | undefined): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
  return initial(first) + (last ? initial(last) : '');
}

/** spec §2.13: "Unknown" (a label key) when the author has no display name. */
export function authorNameOrUnknown(
  displayName: string | null | undefined,
): { name: string } | { labelKey: 'validation.labels.unknown' } {
  const name = displayName?.trim();
  return name ? { name } : { labelKey: 'validation.labels.unknown' };
}

/** decision 0702: a note is at most this many characters (a page of text). */
export const ORDER_NOTE_MAX_LENGTH = 4000;

/** spec §5: a note's text: required (blank counts as empty), at most ORDER_NOTE_MAX_LENGTH characters. */
export const orderNoteTextSchema = checkedBy(looseMultilineText, (value) =>
  isBlank(value) ? msg('validation.required') : maxCharsIssue(value ?? '', ORDER_NOTE_MAX_LENGTH),
);

export const orderNoteInputSchema = z.object({ text: orderNoteTextSchema });
