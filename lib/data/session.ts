// The account pages' server-side session check, through the data layer because only it knows the mode:
// the embedded backend checks its session store; with MMS_API_URL the cookie's presence is enough here, and
// the page's first API call lets the service judge the token (a 401 sends the browser to sign in).
import 'server-only';
import { backendConfig, embeddedSessionIsValid } from '@/server';

export async function sessionIsValid(token: string): Promise<boolean> {
  if (backendConfig.upstreamUrl) return true;
  return embeddedSessionIsValid(token);
}
