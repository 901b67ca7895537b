'use client';

import { useEffect, useRef } from 'react';
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
  useEffect(() => {
    const el = ref.current;
    if (open && el && !el.open) el.showModal();
    if (!open && el?.open) el.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="confirm-title" onClose={onCancel}>
      <p id="confirm-title">{title}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
