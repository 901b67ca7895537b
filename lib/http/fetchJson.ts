// A small same-host JSON client for screens that need one call or two. Every call carries
// X-App-Type: 502; the session travels in the HttpOnly cookie, never in JavaScript.
import type { Envelope } from '@/lib/contract/codes';

export async function apiCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { 'x-app-type': '502', ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  let parsed: Envelope<T>;
  try {
    parsed = (await response.json()) as Envelope<T>;
  } catch {
    parsed = { code: response.status, msg: 'Error', data: null };
  }
  return { status: response.status, body: parsed };
}
