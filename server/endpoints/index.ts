// Every call of the same-host API, as data (see server/types.ts). /api/mms/... and /ws/mm/... each have
// their table; the route handlers only pick the table and hand the request to the dispatcher.
import { accountEndpoints } from './account';
import { sessionEndpoints } from './accountSessions';
import { analyticsEndpoints } from './analytics';
import { blogEndpoints } from './blog';
import { deviceEndpoints } from './devices';
import { newsletterEndpoints } from './newsletter';
import { paymentEndpoints } from './payment';
import { twoFactorEndpoints } from './twoFactor';

export const mmsEndpoints = [...accountEndpoints, ...twoFactorEndpoints, ...sessionEndpoints, ...deviceEndpoints, ...paymentEndpoints, ...analyticsEndpoints, ...newsletterEndpoints];
export { blogEndpoints };
