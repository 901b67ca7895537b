// Reads the readable (non-HttpOnly) cookies the client state starts from: `signed_in` and `lang`.
// The cookie string is a parameter so tests and server code never touch `document`.

export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // A value someone else encoded badly is still a value.
    }
  }
  return null;
}
