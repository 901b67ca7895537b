// The /promotion offer as advertised (docs/behaviour.md#campaigns): 65% off the 24-month plan at
// 4.17 USD a month, 7-day money-back guarantee. The window and the plan come from the campaign
// configuration (lib/plans/campaign.ts); only the advertised figures live here.
import { campaign } from '@/lib/plans/campaign';
import { campaignPhase, countdown, type Countdown } from '@/lib/plans/countdown';

export const promotion = {
  ...campaign,
  months: 24,
  monthPrice: 4.17,
  currency: 'USD',
  moneyBackDays: 7,
} as const;

export type Phase = 'upcoming' | 'running' | 'ended';

/**
 * What the pre-rendered page shows before the browser takes over: 'ended' when the campaign was over at
 * build time (it cannot come back), otherwise 'neutral' — dates only, never a countdown frozen at build.
 */
export function buildState(window: { start: string; end: string }, builtAt: number): 'ended' | 'neutral' {
  return campaignPhase(window, builtAt) === 'ended' ? 'ended' : 'neutral';
}

/** The phase at `now` and the time left until its next boundary (the start, then the end). */
export function campaignClock(window: { start: string; end: string }, now: number): { phase: Phase; left: Countdown } {
  const phase = campaignPhase(window, now);
  return { phase, left: countdown(phase === 'upcoming' ? window.start : window.end, now) };
}

/** The price per month in the page's language: Intl currency formatting, so 4,17 $ in German. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A campaign date in the page's language, in UTC (the window is configured in UTC). */
export function formatCampaignDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * The spoken summary of the time left, at minute precision, so a live region built from it changes once a
 * minute at most while the visible seconds tick silently.
 */
export function minuteSummary(left: Countdown): { days: number; hours: number; minutes: number } {
  return { days: Number(left.days), hours: Number(left.hours), minutes: Number(left.minutes) };
}
