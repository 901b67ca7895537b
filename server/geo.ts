// geo_info: the visitor's country from a trusted CDN header when TRUST_GEO_HEADER names one, otherwise
// from the IP with an offline IP-to-country database. Loopback and private addresses have no country.
// The visitor is exposed unless their address is one of our own servers' (docs/behaviour.md#ip-banner).
import { createRequire } from 'node:module';
import { inRanges, parseCidrList, type CidrRange } from './cidr';
import { config } from './config';

export interface GeoInfo {
  country: string;
  country_code: string;
  user_ip: string;
  /** Whether the visitor's real IP is visible to sites: true unless it is one of OWN_SERVER_RANGES (our VPN). */
  is_exposed: boolean;
  location: string;
}

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^::1$/, /^f[cd]/i, /^fe80:/i, /^::ffff:127\./];

export function isPrivateIp(ip: string): boolean {
  return PRIVATE.some((re) => re.test(ip));
}

type GeoipLookup = { lookup(ip: string): { country?: string } | null };
let geoip: GeoipLookup | undefined;
const require = createRequire(import.meta.url);

function lookupCountry(ip: string): string {
  if (!ip || isPrivateIp(ip)) return '';
  try {
    // Loaded on first use: the database is a few MB and most processes never need it.
    geoip ??= require('geoip-country') as GeoipLookup;
    return geoip.lookup(ip)?.country ?? '';
  } catch {
    return '';
  }
}

export function countryName(code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? '';
  } catch {
    return '';
  }
}

// Parsed on first use, once: a malformed entry is warned about once, not on every call.
let ownRanges: CidrRange[] | undefined;

/** Our own servers' ranges (OWN_SERVER_RANGES, else the demo servers' documentation ranges). */
export function ownServerRanges(): CidrRange[] {
  ownRanges ??= parseCidrList(config.ownServerRanges);
  return ownRanges;
}

/**
 * @param trustedHeader the CDN header to believe (TRUST_GEO_HEADER); a client could forge any other.
 * @param own our servers' ranges: a visitor from them browses through our VPN, so is not exposed.
 */
export function geoInfo(ip: string, headers: Headers, trustedHeader = config.trustGeoHeader, own: readonly CidrRange[] = ownServerRanges()): GeoInfo {
  const fromHeader = trustedHeader ? headers.get(trustedHeader)?.trim().toUpperCase() : undefined;
  const code = fromHeader && /^[A-Z]{2}$/.test(fromHeader) && fromHeader !== 'XX' ? fromHeader : lookupCountry(ip);
  const country = countryName(code);
  return { country, country_code: code, user_ip: ip, is_exposed: !inRanges(ip, own), location: country };
}
