// The pages that need a session (docs/behaviour.md#sessions), apart from the guard (guard.ts) so that browser
// code can ask too without the redirect checks: the IP banner stays off them (docs/behaviour.md#ip-banner).

// myaccount, paystatus, paypalSuc and paysuc are the account-related pages (docs/behaviour.md#sessions).
const PROTECTED = ['/myAccount', '/myaccount', '/paystatus', '/paySuc', '/paypalsuc'];

/** Whether the unprefixed path (`/myAccount`, `/paystatus/card`) needs a session. */
export function isProtected(rest: string): boolean {
  return PROTECTED.some((p) => rest === p || rest.startsWith(`${p}/`));
}
