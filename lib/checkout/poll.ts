// The payment status screen's polling rule: every 2 s, for about a minute, until the order is settled.
export const POLL_MS = 2000;
export const MAX_POLLS = 30;

export type PollStep = 'paid' | 'cancelled' | 'wait' | 'slow';

/** What to do after poll number `attempt` (1-based) answered `status`. */
export function pollStep(status: 'pending' | 'paid' | 'cancelled' | string, attempt: number): PollStep {
  if (status === 'paid') return 'paid';
  if (status === 'cancelled') return 'cancelled';
  return attempt >= MAX_POLLS ? 'slow' : 'wait';
}
