import { describe, expect, it } from 'vitest';
import { channelDisplay, parseChannel } from './channel';

describe('channelDisplay', () => {
  const cases: [string, string | null | undefined, string][] = [
    ['$4.15', 'bd1117', '$4.11'],
    ['$55.55', 'bd1117', '$11.11'],
    ['$100.08', 'bd1117', '$100.08'],
    ['٤٫١٥ US$', 'bd1117', '٤٫١١ US$'],
    ['$4.15', 'other', '$4.15'],
    ['$4.15', 'BD1117', '$4.15'],
    ['$4.15', null, '$4.15'],
    ['$4.15', undefined, '$4.15'],
    ['', 'bd1117', ''],
    // Discount badges are displayed figures derived from prices too (docs/behaviour.md#channel-digits).
    ['Save 65%', 'bd1117', 'Save 61%'],
    ['%58 tasarruf', 'bd1117', '%18 tasarruf'],
    ['وفّر ٥٥٪', 'bd1117', 'وفّر ١١٪'],
    ['Save 65%', 'other', 'Save 65%'],
  ];
  it.each(cases)('%s with channel %s → %s', (text, channel, expected) => {
    expect(channelDisplay(text, channel)).toBe(expected);
  });
});

describe('parseChannel', () => {
  it.each([
    ['bd1117', 'bd1117'],
    ['a-b_c', 'a-b_c'],
    ['', null],
    [null, null],
    ['x'.repeat(33), null],
    ['a b', null],
    ['<script>', null],
  ])('%s → %s', (value, expected) => {
    expect(parseChannel(value)).toBe(expected);
  });
});
