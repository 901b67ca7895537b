// Tells the other tabs at once that this one signed in (they listen for the storage event).
import { broadcastAuth } from '@/lib/tracking/heartbeat';

export function announceSignIn() {
  try {
    broadcastAuth(localStorage, true);
  } catch {
    // Storage disabled: other tabs notice on their next call instead.
  }
}
