// The China block (spec sections 1 and 5): guarded actions are refused, without any call, when the
// visitor's detected country contains 'china' (case-insensitive).
import { apiCall } from './fetchJson';

export const isChinaCountry = (country: string | null | undefined) => /china/i.test(country ?? '');

let visitGeo: Promise<string> | null = null;

/** The visitor's country, looked up once per page visit (a failure counts as unknown, never as China). */
export async function chinaBlocked(): Promise<boolean> {
  visitGeo ??= apiCall<{ country: string }>('POST', '/api/mms/account/v1/geo_info', {})
    .then(({ body }) => body.data?.country ?? '')
    .catch(() => '');
  return isChinaCountry(await visitGeo);
}
