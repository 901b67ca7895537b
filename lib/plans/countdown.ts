// The countdown (docs/behaviour.md#campaigns): days, hours, minutes and seconds left until an end date, as
// two-digit strings, all zeros at or after the end (and for an unreadable date).
export interface Countdown {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  ended: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * What a countdown shows at or after its end. Exported so a page known to be over renders it without reading
 * the clock, and the server's HTML and the hydrated page cannot differ.
 */
export const ZERO_COUNTDOWN: Readonly<Countdown> = Object.freeze({ days: '00', hours: '00', minutes: '00', seconds: '00', ended: true });

export function countdown(end: string | number | Date, now: number = Date.now()): Countdown {
  const left = Math.floor((new Date(end).getTime() - now) / 1000);
  if (!(left > 0)) return { ...ZERO_COUNTDOWN };
  return {
    days: two(Math.floor(left / 86400)),
    hours: two(Math.floor(left / 3600) % 24),
    minutes: two(Math.floor(left / 60) % 60),
    seconds: two(left % 60),
    ended: false,
  };
}

/** Where now stands against a campaign window. */
export function campaignPhase(window: { start: string; end: string }, now: number = Date.now()): 'upcoming' | 'running' | 'ended' {
  if (now < new Date(window.start).getTime()) return 'upcoming';
  return now < new Date(window.end).getTime() ? 'running' : 'ended';
}
