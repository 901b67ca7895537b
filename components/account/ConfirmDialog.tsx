'use client';

import { useEffect, useId, useRef } from 'react';
import styles from './Notices.module.scss';

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal confirmation (focus trapped by showModal; Escape cancels). */
export function ConfirmDialog({ open, title, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Its own id: the account page has several of these dialogs, and each must be named by its own title.
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (open && el && !el.open) {
      el.showModal();
      // The safe choice first, however the dialog was rendered: React sets no autofocus attribute on a client
      // render, and showModal() would otherwise focus the first button, the confirming one.
      cancel.current?.focus();
    }
    if (!open && el?.open) el.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onCancel}>
      <p id={titleId}>{title}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className={styles.cancel} onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
