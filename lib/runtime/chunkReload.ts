// After a deploy, a page opened before it asks for JavaScript chunks that no longer exist. Reloading
// fetches the new build (docs/behaviour.md#errors), but at most once per 60 s: if the chunk is missing for
// another reason (an outage, a blocked CDN), a reload loop would make the page unusable.
import type { StorageLike } from '@/lib/browser/localStore';

export const CHUNK_RELOAD_KEY = 'chunk_reload_at';
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

// Webpack/Turbopack (ChunkLoadError, "Loading chunk", "Failed to load chunk"), Chromium, Firefox and Safari
// wordings of a failed dynamic import, and a missing CSS chunk.
const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason);
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (typeof name === 'string' && CHUNK_ERROR.test(name)) || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

/**
 * Reloads unless a reload happened in the last 60 s; returns whether it did. Without session storage there
 * is no way to tell a loop from a first failure, so it does not reload at all.
 */
export function reloadOnce(storage: StorageLike | null, reload: () => void, now = Date.now()): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** For error boundaries (app/[lang]/error.tsx): React hands them the error, the window never sees it. */
export function reloadOnChunkError(
  error: unknown,
  storage: StorageLike | null = sessionStorageOrNull(),
  reload: () => void = () => window.location.reload(),
): boolean {
  return isChunkError(error) && reloadOnce(storage, reload);
}

/** Listens for chunk failures on the window; returns the function that stops listening. */
export function installChunkReload(win: Window = window, storage: StorageLike | null = sessionStorageOrNull(win)): () => void {
  const reload = () => win.location.reload();
  const onError = (event: ErrorEvent) => {
    if (isChunkError(event.error) || isChunkError(event.message)) reloadOnce(storage, reload);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkError(event.reason)) reloadOnce(storage, reload);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

function sessionStorageOrNull(win: Window | undefined = typeof window === 'undefined' ? undefined : window): Storage | null {
  try {
    return win?.sessionStorage ?? null;
  } catch {
    return null;
  }
}
