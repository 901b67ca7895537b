import { describe, expect, it } from 'vitest';
import { campaign } from './campaign';
import { campaignPhase, countdown } from './countdown';

const end = Date.parse(campaign.end);
const at = (ms: number) => countdown(campaign.end, end - ms);

describe('countdown', () => {
  const cases: [string, number, [string, string, string, string, boolean]][] = [
    ['one second left', 1000, ['00', '00', '00', '01', false]],
    ['half a second left rounds down to zero', 500, ['00', '00', '00', '00', true]],
    ['one minute', 60_000, ['00', '00', '01', '00', false]],
    ['mixed', ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, ['02', '03', '04', '05', false]],
    ['the whole campaign', end - Date.parse(campaign.start), ['13', '00', '00', '00', false]],
    ['more than 99 days', 120 * 86400_000, ['120', '00', '00', '00', false]],
    ['at the end', 0, ['00', '00', '00', '00', true]],
    ['after the end', -3600_000, ['00', '00', '00', '00', true]],
  ];
  it.each(cases)('%s', (_name, left, [days, hours, minutes, seconds, ended]) => {
    expect(at(left)).toEqual({ days, hours, minutes, seconds, ended });
  });

  it('reads an unreadable end as ended', () => {
    expect(countdown('not a date', 0).ended).toBe(true);
  });
});

describe('campaignPhase', () => {
  it.each([
    ['2023-11-24T02:59:59Z', 'upcoming'],
    ['2023-11-24T03:00:00Z', 'running'],
    ['2023-12-07T02:59:59Z', 'running'],
    ['2023-12-07T03:00:00Z', 'ended'],
    ['2026-01-01T00:00:00Z', 'ended'],
  ] as const)('%s is %s', (now, phase) => {
    expect(campaignPhase(campaign, Date.parse(now))).toBe(phase);
  });
});
