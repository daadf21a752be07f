// spec §2.13 Order notes editor, §4 Order notes, §5, §6, §9 (issue 17): each note with its author's
// badge, name or "Unknown", relative time and "(edited)"; Edit (only one's own note or a note without an
// administrator, not while it is edited) opens a textarea with Save and Cancel; a new note's Save is
// disabled while the text is empty or the editor is disabled.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authorBadgeColor,
  authorInitials,
  authorNameOrUnknown,
  canEditNote,
  canSaveNewNote,
  ORDER_NOTE_MAX_LENGTH,
  orderNoteInputSchema,
} from '../../../domain/store/order-note.rules.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { type DomainForm, useDomainForm } from '../../components/form/use-domain-form.js';
import type { OrderNoteFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useAddOrderNoteMutation } from './api/add-order-note.generated.js';
import { useEditOrderNoteMutation } from './api/edit-order-note.generated.js';
import { RelativeTime } from './RelativeTime.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import { type SavedMessage, SavedStatus } from '../../components/SavedStatus.js';

type Props = {
  orderNumber: number;
  notes: OrderNoteFieldsFragment[];
  currentUser: { id: number; displayName?: string | null };
  onNotes: (notes: OrderNoteFieldsFragment[]) => void;
  disabled?: boolean;
  /**
   * how many other actions the page has done (a refund): a note's "saved" confirmation belongs to the
   * moment it was saved, and leaves when another action follows (issue 38 D31)
   */
  otherActions?: number;
};

export function OrderNotesEditor({
  orderNumber,
  notes,
  currentUser,
  onNotes,
  disabled = false,
  otherActions = 0,
}: Props) {
  const { t } = useTranslation('adminOrders');
  const [editingId, setEditingId] = useState<string | null>(null);
  // after a save the editor that had focus is gone or disabled: focus and the announcement go here,
  // stamped with the page's other actions at the time, shown only until another one
  const [confirmation, setConfirmation] = useState<{ message: SavedMessage; after: number }>({
    message: null,
    after: otherActions,
  });
  const saved = confirmation.after === otherActions ? confirmation.message : null;
  const setSaved = (message: SavedMessage) => setConfirmation({ message, after: otherActions });
  const focusAfterRender = useFocusAfterRender();
  return (
    <LabelledSection className="order-notes" heading={t('notes.heading')}>
      {notes.length === 0 ? <p className="hint">{t('notes.empty')}</p> : null}
      <ol className="order-notes-list">
        {notes.map((note) => (
          <li key={note.id}>
            <NoteView
              note={note}
              editing={editingId === note.id}
              canEdit={!disabled && canEditNote(note, currentUser.id, editingId === note.id)}
              onEdit={() => {
                setSaved(null);
                setEditingId(note.id);
              }}
              onDone={(next) => {
                setEditingId(null);
                if (next) {
                  onNotes(next);
                  setSaved({ text: t('notes.saved') });
                } else {
                  // cancelled: back to the note's Edit button
                  focusAfterRender(editButtonId(note.id));
                }
              }}
            />
          </li>
        ))}
      </ol>
      <SavedStatus message={saved} />
      <NewNote
        orderNumber={orderNumber}
        disabled={disabled}
        onNotes={(next) => {
          onNotes(next);
          setSaved({ text: t('notes.added') });
        }}
      />
    </LabelledSection>
  );
}

const editButtonId = (noteId: string) => `order-note-edit-${noteId}`;

function NoteView({
  note,
  editing,
  canEdit,
  onEdit,
  onDone,
}: {
  note: OrderNoteFieldsFragment;
  editing: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onDone: (notes: OrderNoteFieldsFragment[] | null) => void;
}) {
  const { t } = useTranslation(['adminOrders', 'validation']);
  const author = authorNameOrUnknown(note.administrator?.displayName);
  const name = 'name' in author ? author.name : t('validation:labels.unknown');
  return (
    <article className="order-note" aria-label={t('notes.noteBy', { name })}>
      <header className="order-note-header">
        <span
          className="order-note-badge"
          style={{ backgroundColor: authorBadgeColor(note.administrator) }}
          aria-hidden="true"
        >
          {authorInitials(note.administrator?.displayName)}
        </span>
        <span className="order-note-author">{name}</span>
        <RelativeTime iso={note.createDt} />
        {note.isEdited ? <span className="order-note-edited">{t('notes.edited')}</span> : null}
        {canEdit && !editing ? (
          <button id={editButtonId(note.id)} type="button" className="link-button" onClick={onEdit}>
            {t('notes.edit')}
            <span className="visually-hidden"> {t('notes.editWhose', { name })}</span>
          </button>
        ) : null}
      </header>
      {editing ? <EditNote note={note} onDone={onDone} /> : <p className="order-note-text">{note.text}</p>}
    </article>
  );
}

/** A note's text: the same box for a new note and an edited one. */
function NoteTextField(props: {
  form: DomainForm<{ text: string }>;
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return <TextAreaField {...props} name="text" rows={4} maxLength={ORDER_NOTE_MAX_LENGTH} />;
}

function EditNote({
  note,
  onDone,
}: {
  note: OrderNoteFieldsFragment;
  onDone: (notes: OrderNoteFieldsFragment[] | null) => void;
}) {
  const { run: runEditOrderNote } = useEditOrderNoteMutation();
  const { t } = useTranslation('adminOrders');
  const form = useDomainForm({
    id: `edit-note-${note.id}`,
    initialValues: { text: note.text },
    schema: orderNoteInputSchema,
    onSubmit: async (values) => {
      const answer = await runEditOrderNote({
        noteId: note.id,
        text: values.text,
        version: note.version,
      });
      onDone(answer?.editOrderNote ?? null);
    },
  });
  return (
    <Form form={form} aria-label={t('notes.editForm')}>
      <NoteTextField form={form} label={t('notes.editLabel')} autoFocus />
      <div className="button-row">
        <SubmitButton form={form} label={t('notes.save')} busyLabel={t('notes.saving')} />
        <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
          {t('notes.cancel')}
        </button>
      </div>
    </Form>
  );
}

function NewNote({
  orderNumber,
  disabled,
  onNotes,
}: {
  orderNumber: number;
  disabled: boolean;
  onNotes: (notes: OrderNoteFieldsFragment[]) => void;
}) {
  const { run: runAddOrderNote } = useAddOrderNoteMutation();
  const { t } = useTranslation('adminOrders');
  const form = useDomainForm({
    id: 'new-note',
    initialValues: { text: '' },
    schema: orderNoteInputSchema,
    onSubmit: async (values) => {
      const answer = await runAddOrderNote({ orderNumber, text: values.text });
      if (answer) onNotes(answer.addOrderNote);
      form.reset();
    },
  });
  const editorDisabled = disabled || form.submitting;
  return (
    <Form form={form} aria-labelledby="new-note-heading" className="order-note-new">
      <h3 id="new-note-heading">{t('notes.newHeading')}</h3>
      <NoteTextField form={form} label={t('notes.label')} disabled={disabled} />
      <button type="submit" className="button" disabled={!canSaveNewNote(form.values.text, editorDisabled)}>
        {form.submitting ? t('notes.saving') : t('notes.save')}
      </button>
    </Form>
  );
}
