// spec §2.19 confirmation modal: title, message, a danger-styled Confirm (default "Confirm") and a
// Cancel button. Neither Escape nor a backdrop click closes it: only the two buttons do. A native
// modal <dialog> keeps focus inside and makes the page behind it inert.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmationModalProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmationModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmationModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.setAttribute('closedby', 'none'); // no light dismiss and no close request, where supported
      dialog.showModal();
      cancelRef.current?.focus(); // the harmless choice first
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      // back to whatever opened it, unless that is gone (the page then decides)
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        // Escape would be a close request; Chromium lets a second one through the cancel event.
        if (event.key === 'Escape') event.preventDefault();
      }}
      onClose={(event) => {
        if (open) event.currentTarget.showModal(); // closed by anything but our buttons: stay open
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel ?? t('common:modal.confirm')}
        </button>{' '}
        <button ref={cancelRef} type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel ?? t('common:modal.cancel')}
        </button>
      </div>
    </dialog>
  );
}

/** Asks with the modal and answers in a promise: `if (await confirmation.ask()) …` */
export function useConfirmation() {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);
  const settle = (confirmed: boolean) => {
    answer?.(confirmed);
    setAnswer(null);
  };
  return {
    ask: () => new Promise<boolean>((resolve) => setAnswer(() => resolve)),
    modal: { open: answer !== null, onConfirm: () => settle(true), onCancel: () => settle(false) },
  };
}
