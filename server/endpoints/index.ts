// Every call of the same-host API, as data (see server/types.ts). /api/mms/... and /ws/mm/... each have
// their table; the route handlers only pick the table and hand the request to the dispatcher.
import { accountEndpoints } from './account';
import { analyticsEndpoints } from './analytics';
import { blogEndpoints } from './blog';
import { deviceEndpoints } from './devices';
import { newsletterEndpoints } from './newsletter';
import { paymentEndpoints } from './payment';

export const mmsEndpoints = [...accountEndpoints, ...deviceEndpoints, ...paymentEndpoints, ...analyticsEndpoints, ...newsletterEndpoints];
export { blogEndpoints };
