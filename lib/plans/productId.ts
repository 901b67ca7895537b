// The v2. product id decoder (docs/behaviour.md#plans). Ids come from the API or a shared link, so anything
// goes: the decoder never throws, and a segment it cannot read leaves only its own fields empty.

export type Unit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
type EmptyUnit = Unit | '';

export interface DecodedProductId {
  interval: number;
  intervalUnit: EmptyUnit;
  off: number;
  addCount: number;
  addUnit: EmptyUnit;
  tryCount: number;
  tryUnit: EmptyUnit;
}

const UNITS: Record<string, Unit> = { d: 'DAY', w: 'WEEK', m: 'MONTH', y: 'YEAR' };

export const EMPTY: Readonly<DecodedProductId> = Object.freeze({
  interval: 0, intervalUnit: '', off: 0, addCount: 0, addUnit: '', tryCount: 0, tryUnit: '',
});

/** "24m" → [24, 'MONTH']; a count of 1–999 without leading zeros, a known unit, nothing else. */
function countUnit(text: string): [number, Unit] | null {
  const match = /^([1-9]\d{0,2})([dwmy])$/.exec(text);
  return match ? [Number(match[1]), UNITS[match[2]!]!] : null;
}

export function decodeProductId(productId: unknown): DecodedProductId {
  const result: DecodedProductId = { ...EMPTY };
  if (typeof productId !== 'string' || productId.length > 200 || !productId.startsWith('v2.')) return result;
  const segments = productId.split('.');
  const interval = countUnit(segments[5] ?? '');
  if (interval) [result.interval, result.intervalUnit] = interval;
  // The first well-formed segment of each kind wins; repeats and unknown segments are ignored.
  for (const segment of segments.slice(6)) {
    const off = /^off([1-9]\d?|100)$/.exec(segment);
    if (off && !result.off) result.off = Number(off[1]);
    const add = segment.startsWith('add') ? countUnit(segment.slice(3)) : null;
    if (add && !result.addCount) [result.addCount, result.addUnit] = add;
    const trial = segment.startsWith('try') ? countUnit(segment.slice(3)) : null;
    if (trial && !result.tryCount) [result.tryCount, result.tryUnit] = trial;
  }
  return result;
}
