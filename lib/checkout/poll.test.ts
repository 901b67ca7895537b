import { describe, expect, it } from 'vitest';
import { MAX_POLLS, POLL_MS, pollStep } from './poll';

describe('pollStep', () => {
  it.each([
    ['paid', 1, 'paid'],
    ['paid', MAX_POLLS, 'paid'],
    ['cancelled', 3, 'cancelled'],
    ['pending', 1, 'wait'],
    ['pending', MAX_POLLS - 1, 'wait'],
    ['pending', MAX_POLLS, 'slow'],
    ['weird', MAX_POLLS, 'slow'],
  ] as const)('%s after poll %d → %s', (status, attempt, step) => {
    expect(pollStep(status, attempt)).toBe(step);
  });

  it('polls for about a minute', () => {
    expect(POLL_MS * MAX_POLLS).toBe(60_000);
  });
});
