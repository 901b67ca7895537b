// Values kept in web storage carry their own expiry (docs/behaviour.md#client-state),
// because localStorage itself never forgets: a geo copy or a plan list must not outlive its usefulness.
// Storage can be missing (server), disabled (privacy settings) or full (quota), so nothing here throws.

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Stored<T> {
  value: T;
  expires: number;
}

function isStored(parsed: unknown): parsed is Stored<unknown> {
  return typeof parsed === 'object' && parsed !== null && 'value' in parsed && typeof (parsed as Stored<unknown>).expires === 'number';
}

/** Stores `value` until `now + ttlMs`. Returns false when the storage refused it (disabled, quota). */
export function writeLocal<T>(storage: StorageLike | null | undefined, key: string, value: T, ttlMs: number, now = Date.now()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ value, expires: now + ttlMs } satisfies Stored<T>));
    return true;
  } catch {
    return false;
  }
}

/** The stored value, or null when it is missing, expired or unreadable (the last two are removed). */
export function readLocal<T>(storage: StorageLike | null | undefined, key: string, now = Date.now()): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    // A corrupt or foreign entry would be unreadable forever: drop it like an expired one.
    if (!isStored(parsed) || parsed.expires <= now) {
      storage.removeItem(key);
      return null;
    }
    return parsed.value as T;
  } catch {
    return null;
  }
}

export function removeLocal(storage: StorageLike | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clean when storage is disabled.
  }
}

/**
 * The browser's local or session storage, or null on the server or when the browser forbids access
 * (merely reading `window.localStorage` throws a SecurityError when site data is blocked).
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
