'use client';

// The shared mechanics of the account forms: inline errors on submit, one request at a time. Inputs are
// uncontrolled and read from the form when it is sent, so what a visitor types before the page has
// hydrated (a slow phone) is never lost.
import { useEffect, useState } from 'react';
import type { FieldError } from './validation';

// E: the error keys; the account forms use FieldError, other namespaces (gift, refund) their own.
export function useAccountForm<K extends string, E extends string = FieldError>(fields: readonly K[], validate: (values: Record<K, string>) => Partial<Record<K, E>>) {
  const [errors, setErrors] = useState<Partial<Record<K, E>>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // Until hydrated, a click would submit the form natively and be lost on the reload: the button waits.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const bind = (name: K) => ({ name });

  /**
   * Validates, then runs `send` unless a request is already running (a double click sends once). `send`
   * gets the values and a function that clears the form.
   */
  async function submit(event: React.FormEvent<HTMLFormElement>, send: (values: Record<K, string>, clear: () => void) => Promise<void>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])) as Record<K, string>;
    const found = validate(values);
    setErrors(found);
    setAttempt((a) => a + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await send(values, () => form.reset());
    } finally {
      setBusy(false);
    }
  }

  return { errors, attempt, busy, ready, bind, submit };
}
