// Tells the other tabs at once that this one signed in (they listen for the storage event).
export function announceSignIn() {
  try {
    localStorage.setItem('auth-event', JSON.stringify({ signedIn: true, nonce: Math.random() }));
  } catch {
    // Storage disabled: other tabs notice on their next call instead.
  }
}
