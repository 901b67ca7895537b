// When a gift card is delivered (docs/behaviour.md#gift-delivery): at 09:00 on the chosen day, on the clock of
// the time zone the buyer chose. Pure functions, shared by the gift form (which offers the zones) and the
// embedded backend (which checks the zone and stores the moment). The zone data is the engine's own (Intl).
import { zoneOffsetMs } from '@/lib/format/date';

/** The hour of the delivery day, on the chosen zone's clock, at which a gift card is e-mailed. */
export const DELIVERY_HOUR = 9;
/** The zone of a gift sent without one (an app, an older page): the delivery day is read in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** IANA names are short words of letters, digits, '_', '-', '+' and '/' ('America/Argentina/Buenos_Aires'). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The name to keep for a zone this engine knows, or null: the server answers 400 to a name it cannot place on
 * a clock. The engine's own spelling when only the case differs ('europe/berlin' → 'Europe/Berlin'); otherwise
 * the name as the buyer's browser gave it, so an alias the engine files under an older name ('Asia/Kolkata',
 * which Node calls 'Asia/Calcutta') is shown back as the buyer knows it.
 */
export function knownTimeZone(name: string): string | null {
  if (!ZONE_NAME.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/**
 * The moment (epoch ms) at which `day` ('YYYY-MM-DD') reaches `hour`:00 on the clock of `timeZone`. Around a
 * change of the clock: a wall time that happens twice (the clock goes back) is its first moment; one that
 * never happens (the clock jumps forward over it) is read with the offset before the jump, so it falls as
 * much later as the clock jumped, as a person there would expect. NaN for an unknown zone or a malformed day.
 */
export function deliveryInstant(day: string, timeZone: string, hour = DELIVERY_HOUR): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour);
  // The offsets in force a day before and after the wall time read as UTC: the real moment lies between them.
  const offsets = [...new Set([zoneOffsetMs(timeZone, wall - 86_400_000), zoneOffsetMs(timeZone, wall), zoneOffsetMs(timeZone, wall + 86_400_000)])];
  if (offsets.some(Number.isNaN)) return Number.NaN;
  const fits = offsets.map((o) => wall - o).filter((t) => zoneOffsetMs(timeZone, t) === wall - t);
  if (fits.length) return Math.min(...fits);
  // In a gap: the offset before the jump is the smaller one, which gives the later moment.
  return wall - Math.min(...offsets);
}

/**
 * The zones the gift form offers: every zone the engine knows, sorted, with the browser's own and UTC always
 * among them (an engine may name its own zone by an alias its list lacks, or list no UTC).
 */
export function timeZoneChoices(browser: string, supported: () => readonly string[] = supportedZones): string[] {
  let known: readonly string[] = [];
  try {
    known = supported();
  } catch {
    known = [];
  }
  return [...new Set([...known, browser, DEFAULT_TIME_ZONE])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function supportedZones(): readonly string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
}
