// The bot-check path variant (docs/behaviour.md#bot-check), chosen once here: a guarded account call is also
// served with "/reca/r2" or "/reca/r3" inserted after the service name, and carries `recasign` (the reCAPTCHA
// token) in the JSON body, or in the query for GET:
//   POST /api/mms/account/v1/web/login  →  POST /api/mms/account/reca/r2/v1/web/login  {…, recasign}
// r2 and r3 are two reCAPTCHA configurations (v3 score and v2 challenge); both verify the same way here.

const RECA = /^\/([a-z]+)\/reca\/(r2|r3)(\/.*)$/;

export type RecaVariant = 'r2' | 'r3';

/** Splits a reca path into the plain call path and its variant; plain paths come back unchanged. */
export function parseRecaPath(path: string): { path: string; variant: RecaVariant | null } {
  const m = RECA.exec(path);
  return m ? { path: `/${m[1]}${m[3]}`, variant: m[2] as RecaVariant } : { path, variant: null };
}

/** The reca variant of a plain call path (used by the browser client). */
export function recaPath(path: string, variant: RecaVariant = 'r2'): string {
  return path.replace(/^(\/api\/mms)?\/([a-z]+)\//, (_, api = '', service) => `${api}/${service}/reca/${variant}/`);
}
