// Tells the other tabs at once that this one signed in (they listen for the storage event), and leaves the
// browser's zone for the account page this sign-in leads to (docs/behaviour.md#dates).
import { rememberTimeZone } from '@/lib/format/timeZoneCookie';
import { broadcastAuth } from '@/lib/tracking/heartbeat';

export function announceSignIn() {
  rememberTimeZone();
  try {
    broadcastAuth(localStorage, true);
  } catch {
    // Storage disabled: other tabs notice on their next call instead.
  }
}
