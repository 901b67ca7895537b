'use client';

// /paystatus and /paystatus/{platform}: the provider has sent the buyer back; poll the order in the URL (or the
// account's latest) every 2 s until it is paid (→ /paySuc) or cancelled or failed (→ the failure with a retry on
// the same plan). After a minute still pending: "not confirmed yet" and "Check again". The states and their
// texts are PayResult's (docs/behaviour.md#pay-result).
import { PayResult } from './PayResult';

export function PayStatus() {
  // The route has checked the session on the server (requireSession) before rendering this.
  return <PayResult screen="status" signedIn />;
}
