// Waits a little for a set of promises, so that what arrives quickly is handed on as a value and only what is
// still on its way is streamed (docs/behaviour.md#account-data). A page that streams every part behind its own
// Suspense boundary shows each fallback first and swaps the content in later, even when the data took a few
// milliseconds: React reveals streamed boundaries in batches, and a swap after the first paint moves what is
// below it. Waiting up to a short budget for all parts renders them in place; a slow part still streams.

/**
 * A part that had arrived within the budget: its value, handed on as it is. The mark is `settled: true` beside the
 * value, not the presence of a key: on its way from the server to the browser's components an object loses a
 * key whose value is undefined (a part the server could not read), and `{}` must not pass for a promise.
 */
export interface Settled<T> {
  settled: true;
  value: T;
}

export type SettledOrPending<T extends { [K in keyof T]: Promise<unknown> }> = {
  [K in keyof T]: T[K] | Settled<Awaited<T[K]>>;
};

export async function settleWithin<T extends { [K in keyof T]: Promise<unknown> }>(parts: T, budgetMs: number): Promise<SettledOrPending<T>> {
  const settled = new Map<string, unknown>();
  const entries = Object.entries(parts) as [string, Promise<unknown>][];
  // A rejected part stays a promise: its section's boundary deals with it as before.
  const all = Promise.all(entries.map(([key, promise]) => promise.then((value) => void settled.set(key, value), () => undefined)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([all, new Promise((done) => (timer = setTimeout(done, budgetMs)))]);
  clearTimeout(timer);
  return Object.fromEntries(entries.map(([key, promise]) => [key, settled.has(key) ? { settled: true, value: settled.get(key) } : promise])) as SettledOrPending<T>;
}

/** True for a part handed on as a value (not a promise, which has `then`). */
export function isSettled<T>(part: Promise<T> | Settled<T>): part is Settled<T> {
  return typeof (part as { then?: unknown }).then !== 'function' && (part as { settled?: unknown }).settled === true;
}
