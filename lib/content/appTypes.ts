// The app-type code table (docs/behaviour.md#account): which platform a client's app_type belongs to.
import type { Platform } from '@/lib/contract/types';

export type { Platform };

const RANGES: ReadonlyArray<readonly [Platform, readonly number[]]> = [
  ['ios', [1, 2, 3, 4, 5, 6, 7, 12, 13, 15]],
  ['android', [101, 102, 103, 104, 105, 106, 107, 108, 109, 114, 115, 201]],
  ['chrome', [301, 302]],
  ['windows', [401, 402]],
  ['web', [501, 502, 503, 512]],
];

/** "ios" covers iOS and Mac apps, as the table groups them. */
export function platformOf(appType: number): Platform {
  return RANGES.find(([, codes]) => codes.includes(appType))?.[0] ?? 'unknown';
}
