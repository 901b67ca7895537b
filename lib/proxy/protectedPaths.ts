// The pages that need a session (docs/behaviour.md#sessions), apart from the guard (guard.ts) so that browser
// code can ask too without the redirect checks: the IP banner stays off them (docs/behaviour.md#ip-banner).

// myaccount, paystatus, paypalSuc and paysuc are the account-related pages (docs/behaviour.md#sessions).
const PROTECTED = ['/myAccount', '/myaccount', '/paystatus', '/paySuc', '/paypalsuc'];

/**
 * Account pages a visitor without a session may see as they are. None today: the spec names /paySuc an account
 * page too, so it sends a visitor to sign in (keeping `?order_id=`), and shows a signed-in account without
 * that order the neutral "we could not find this order" (docs/behaviour.md#pay-result).
 */
const OPEN_TO_VISITORS: readonly string[] = [];

const within = (rest: string, list: readonly string[]) => list.some((p) => rest === p || rest.startsWith(`${p}/`));

/** Whether the unprefixed path (`/myAccount`, `/paystatus/card`) is an account page, which needs a session. */
export function isProtected(rest: string): boolean {
  return within(rest, PROTECTED);
}

/** Whether a visitor without a session is sent to sign in first (every account page but the purchase result). */
export function needsSignIn(rest: string): boolean {
  return isProtected(rest) && !within(rest, OPEN_TO_VISITORS);
}
