// Legacy and mobile paths (docs/behaviour.md#routes): old URLs keep working through permanent redirects.
import { localizePath, splitLocale } from '@/lib/i18n/routing';

/** Old path → new path; sub-paths follow (/payStatus/paypal → /paystatus/paypal). */
const LEGACY: ReadonlyArray<readonly [string, string]> = [
  ['/paypalSuc', '/paySuc'],
  ['/paypal', '/pricing'],
  ['/payStatus', '/paystatus'],
];

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Where a legacy or /m/ path now lives, keeping its language prefix, or null when the path is current.
 * The mobile prefix may stand before or after the language: /m/de/login and /de/m/login → /de/login.
 */
export function legacyTarget(pathname: string): string | null {
  let { locale, rest } = splitLocale(pathname);
  let changed = false;

  if (isUnder(rest, '/m')) {
    rest = rest.slice(2) || '/';
    changed = true;
    if (!locale) ({ locale, rest } = splitLocale(rest));
  }
  for (const [from, to] of LEGACY) {
    if (isUnder(rest, from)) {
      rest = to + rest.slice(from.length);
      changed = true;
      break;
    }
  }
  if (!changed) return null;
  return locale ? localizePath(rest, locale) : rest;
}

/** Lowercase aliases served as their canonical page (docs/behaviour.md#routes). */
export const ALIASES: Readonly<Record<string, string>> = {
  '/myaccount': '/myAccount',
  '/forgetpassword': '/forgetPassword',
  '/paypalsuc': '/paySuc',
};

/** The canonical path of an alias (unprefixed), or the path itself. */
export function canonicalAlias(rest: string): string {
  return ALIASES[rest] ?? rest;
}
