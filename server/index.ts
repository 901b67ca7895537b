// The embedded backend's one door. Route handlers (app/api, app/ws, app/l10n) and the server-data layer
// (lib/data) enter here; nothing else outside server/ imports it (eslint.config.mjs and
// lib/architecture.test.ts hold that line), and 'server-only' fails any build that pulls it into the browser.
import 'server-only';
import { blogEndpoints, mmsEndpoints } from './endpoints';
import { handleApi } from './http/handle';
import { dispatch } from './http/dispatch';
import { getDb } from './db';
import { checkSession } from './sessions';
import { isUpstream } from './config';

export { answerL10n, L10N_CACHE_CONTROL } from './l10n';
export { isUpstream, config as backendConfig } from './config';
export { paymentMode, type PaymentMode } from './paymentProviders';
export { blogEndpoints, handleApi, mmsEndpoints };

/**
 * Marks the backend's code: a client bundle that contains this string holds backend code (the build check
 * in e2e/bundles.spec.ts looks for it). Exported and used, so no bundler drops it.
 */
export const BACKEND_MARKER = 'harbor-embedded-backend:9f4c1e';

/**
 * One read-only call of the embedded API, in process: the same endpoint, validation and answer as over
 * HTTP, without a socket. The server-data layer reads the embedded backend this way.
 */
export async function callEmbedded(path: string, query: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const isBlog = path.startsWith('/ws/mm/');
  const root = isBlog ? '/ws/mm' : '/api/mms';
  const url = new URL(`http://embedded${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const request = new Request(url, { headers: { 'x-app-type': '502', 'x-embedded-by': BACKEND_MARKER, ...headers } });
  return dispatch(request, path.slice(root.length), isBlog ? blogEndpoints : mmsEndpoints);
}

/** Whether a session token is live in the embedded store (account pages check again on the server). */
export function embeddedSessionIsValid(token: string): boolean {
  return !('error' in checkSession(getDb(), token));
}

/**
 * Opens the embedded store at server start (instrumentation.ts), which starts its gift delivery job
 * (server/giftDelivery.ts). Not with MMS_API_URL (the service runs its own jobs), not during `next build`.
 */
export function startBackgroundJobs(): void {
  if (isUpstream() || process.env.NEXT_PHASE === 'phase-production-build') return;
  getDb();
}
