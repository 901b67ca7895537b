'use client';

// The shared mechanics of the account forms: values, inline errors on submit, one request at a time.
import { useState } from 'react';
import type { FieldError } from './validation';

export function useAccountForm<K extends string>(initial: Record<K, string>, validate: (values: Record<K, string>) => Partial<Record<K, FieldError>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, FieldError>>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const bind = (name: K) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  /** Validates, then runs `send` unless a request is already running (a double click sends once). */
  async function submit(event: React.FormEvent, send: (values: Record<K, string>) => Promise<void>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    setAttempt((a) => a + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await send(values);
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, errors, attempt, busy, bind, submit };
}
