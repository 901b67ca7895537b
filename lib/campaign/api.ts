// The calls of the campaign pages, in the style of lib/api/endpoints.ts (one typed function a call, through
// the shared http client: same host, X-App-Type 502, non-200 rejected as a normalised ApiError), and the one
// mapping from a failed call to the message key the page shows.
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { http } from '@/lib/http/http';
import type { Locale } from '@/lib/i18n/routing';
import { EVENTS_PATH, type AnalyticsEvent } from '@/lib/tracking/analytics';
import { NEWSLETTER_LINK_INVALID, NEWSLETTER_PATH, type SubscribeStatus, type UnsubscribeStatus } from './newsletter';

const NEWSLETTER = `/api/mms${NEWSLETTER_PATH}`;

async function post<T>(path: string, body: object): Promise<T> {
  return (await http.post(path, body)).data.data as T;
}

export const campaignApi = {
  subscribe: (email: string, language: Locale) =>
    post<{ status: SubscribeStatus }>(`${NEWSLETTER}/subscribe`, { email: email.trim(), language }),
  unsubscribe: (email: string, token: string) =>
    post<{ status: UnsubscribeStatus }>(`${NEWSLETTER}/unsubscribe`, { email: email.trim(), token: token.trim() }),
  /** One event, sent and answered (not queued like page views): the survey shows its thank-you on success. */
  sendEvent: (event: AnalyticsEvent) => post<{ accepted: number }>(EVENTS_PATH, { user_id: event.user_id, events: [event] }),
};

export type CallProblem = 'network' | 'rateLimited' | 'linkInvalid' | 'invalid' | 'other';

/** What went wrong with a call, as the forms word it. */
export function callProblem(error: unknown): CallProblem {
  if (!(error instanceof ApiError) || error.status === 0) return 'network';
  if (error.code === Code.RATE_LIMITED || error.status === 429) return 'rateLimited';
  if (error.code === NEWSLETTER_LINK_INVALID) return 'linkInvalid';
  if (error.code === Code.INVALID_PARAMS) return 'invalid';
  return 'other';
}
