// The account's live sessions, listed and ended one by one from /myAccount (docs/behaviour.md#sessions;
// payloads: docs/api.md#sessions-list). A session is named by an opaque public id: neither its token nor the
// token's hash ever leaves the store.
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import type { AccountSession } from '@/lib/contract/types';
import { endOwnSession, liveSessions, type LiveSession } from '../sessions';
import { clientName, describeUserAgent } from '../userAgent';
import type { Endpoint } from '../http/types';

const MINUTE = 60_000;

/** What the list says of a session: names and dates only, never the User-Agent as stored. */
export function publicSession(session: LiveSession, current: number): AccountSession {
  const info = describeUserAgent(session.userAgent);
  return {
    id: session.publicId,
    client: clientName(info),
    browser: info.browser,
    os: info.os,
    app: info.app,
    country: session.country,
    started_at: session.createdAt,
    last_active_at: session.lastActiveAt,
    current: session.sessionId === current,
  };
}

export const sessionEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/account/v1/web/sessions',
    auth: true,
    handle({ db, session, now }) {
      const { accountId, sessionId } = session!;
      return { data: { sessions: liveSessions(db(), accountId, sessionId, now).map((s) => publicSession(s, sessionId)) } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/sessions/revoke',
    auth: true,
    input: z.object({ id: z.string().trim().min(1).max(64) }),
    limits: ({ ip }) => [{ key: `sessions_revoke:ip:${ip}`, max: 60, windowMs: 10 * MINUTE }],
    handle({ input, db, session, now }) {
      const result = endOwnSession(db(), session!.accountId, input.id, session!.sessionId, now);
      if (result === 'current') return { error: Code.SESSION_IS_CURRENT, msg: 'This is the session you are using: sign out instead' };
      if (result === 'not_found') return { error: Code.SESSION_NOT_FOUND, msg: 'This session has already ended' };
      return { data: { ended: true } };
    },
  },
];
