// Names the browser (or app) and the system of a session from the User-Agent its sign-in sent, for the
// sessions list of /myAccount (docs/behaviour.md#sessions). Pure and small on purpose: a person has to recognise
// "Chrome on Windows", not a version. What it cannot name is "Unknown browser", never a guess.
//
// Our apps' own User-Agent is not defined anywhere in this repository (they sign in with X-App-Type 502 like the
// site, docs/api.md); a client whose User-Agent starts with the product token `HarborVPN/` (or `Harbor VPN/`) is
// named as our app, the convention we ask the apps to follow. Everything else is a browser.

export type Browser = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Opera' | 'Samsung Internet';
export type System = 'Windows' | 'macOS' | 'iOS' | 'Android' | 'Linux' | 'ChromeOS';

export interface ClientInfo {
  /** Our own app (its User-Agent starts with `HarborVPN/`): `browser` is then null. */
  app: boolean;
  browser: Browser | null;
  os: System | null;
}

/** The longest User-Agent kept with a session (the rest says nothing a person would read). */
export const USER_AGENT_MAX = 256;

/** What is stored: printable characters only, trimmed, at most USER_AGENT_MAX characters. */
export function storableUserAgent(value: string | null | undefined): string {
  return (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, USER_AGENT_MAX);
}

function systemOf(ua: string): System | null {
  // iOS first (its UA says "like Mac OS X"), Android before Linux (Android UAs say Linux too).
  if (/\b(iPhone|iPad|iPod)\b/.test(ua) || /\biOS\b/.test(ua)) return 'iOS';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bMacintosh\b|\bMac OS X\b|\bmacOS\b/.test(ua)) return 'macOS';
  if (/\bLinux\b|\bX11\b|\bUbuntu\b|\bFedora\b/.test(ua)) return 'Linux';
  return null;
}

// Chromium-based browsers we do not name: their UAs also say Chrome/, so they are looked for first and left
// unnamed rather than called Chrome. Android's in-app WebView ("; wv)") is an app's view, not Chrome either.
const OTHER_CHROMIUM = /\b(YaBrowser|UCBrowser|Vivaldi|DuckDuckGo|MiuiBrowser|HuaweiBrowser|Brave|Whale|CocCoc)\/|; wv\)/;

function browserOf(ua: string): Browser | null {
  // The order matters: each of these also claims to be the ones after it.
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\b(OPR|OPT|OPiOS)\/|\bOpera\b/.test(ua)) return 'Opera';
  if (/\b(Edg|EdgA|EdgiOS|Edge)\//.test(ua)) return 'Edge';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (OTHER_CHROMIUM.test(ua)) return null;
  if (/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//.test(ua)) return 'Chrome';
  // Safari says Version/x Safari/y; in-app browsers on iOS (no Safari/ token) stay unnamed.
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua) && !/\bAndroid\b/.test(ua)) return 'Safari';
  return null;
}

export function describeUserAgent(userAgent: string | null | undefined): ClientInfo {
  const ua = userAgent ?? '';
  if (/^Harbor ?VPN\//i.test(ua)) return { app: true, browser: null, os: systemOf(ua) };
  return { app: false, browser: browserOf(ua), os: systemOf(ua) };
}

/** The English name of a client, as the API's `client` field says it: "Chrome on Windows", "Unknown browser". */
export function clientName(info: ClientInfo): string {
  const name = info.app ? 'Harbor VPN app' : info.browser ?? 'Unknown browser';
  return info.os ? `${name} on ${info.os}` : name;
}
