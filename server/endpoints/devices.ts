// Devices bound to an account, with the platform of the app-type code table (docs/behaviour.md#account;
// payloads: docs/api.md, Devices).
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { platformOf } from '@/lib/content/appTypes';
import type { Endpoint } from '../http/types';

/** How many devices one subscription may use at the same time. */
export const DEVICE_LIMIT = 10;

export const deviceEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/account/v1/web/device/list',
    auth: true,
    handle({ db, session }) {
      const rows = db()
        .prepare('SELECT app_type, user_id, name, last_active_at FROM devices WHERE account_id = ? ORDER BY last_active_at DESC')
        .all(session!.accountId) as { app_type: number; user_id: string; name: string; last_active_at: number }[];
      return { data: { limit: DEVICE_LIMIT, devices: rows.map((d) => ({ ...d, platform: platformOf(d.app_type) })) } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/device/unbind',
    auth: true,
    input: z.object({
      unbind_app_type: z.coerce.number().int().min(0).max(100_000),
      unbind_user_id: z.string().trim().min(1).max(128),
    }),
    handle({ input, db, session }) {
      // Only the caller's own devices match: another account's device is "not found", never unbound.
      const result = db()
        .prepare('DELETE FROM devices WHERE account_id = ? AND app_type = ? AND user_id = ?')
        .run(session!.accountId, input.unbind_app_type, input.unbind_user_id);
      if (result.changes === 0) return { error: Code.DEVICE_NOT_FOUND, msg: 'This device is not bound to your account' };
      return { data: { unbound: true } };
    },
  },
];
