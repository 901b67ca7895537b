// Fixed-window rate limits in memory (one process; behind several instances each counts its own share,
// which only makes the limit looser). Keys are chosen by each endpoint so that a limit can never be
// used to lock someone out: per IP, and per account *and* IP — never per account alone.
import type { RateRule } from './types';

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private windows = new Map<string, Window>();

  /** Counts one hit on every rule; returns the first rule over its limit, or null. */
  hit(rules: RateRule[], now = Date.now()): RateRule | null {
    let exceeded: RateRule | null = null;
    for (const rule of rules) {
      const w = this.windows.get(rule.key);
      if (!w || now - w.start >= rule.windowMs) {
        this.windows.set(rule.key, { start: now, count: 1 });
        continue;
      }
      w.count += 1;
      if (w.count > rule.max && !exceeded) exceeded = rule;
    }
    if (this.windows.size > 50_000) this.prune(now);
    return exceeded;
  }

  /** Hits counted for `key` in its current window (0 when none, or when `windowMs` has passed). */
  count(key: string, now = Date.now(), windowMs = 3_600_000): number {
    const w = this.windows.get(key);
    return w && now - w.start < windowMs ? w.count : 0;
  }

  /** Forgets `key` (e.g. the wrong-code counter of an address when a new code is asked for). */
  clear(key: string) {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (now - w.start > 3_600_000) this.windows.delete(key);
  }

  reset() {
    this.windows.clear();
  }
}

const globalForLimiter = globalThis as unknown as { __mmsLimiter?: RateLimiter };
export const limiter = (globalForLimiter.__mmsLimiter ??= new RateLimiter());
