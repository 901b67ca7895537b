import { describe, expect, it } from 'vitest';
import { campaign } from '@/lib/plans/campaign';
import { buildState, campaignClock, formatCampaignDate, formatPrice, minuteSummary, promotion } from './promotion';

const start = Date.parse(campaign.start);
const end = Date.parse(campaign.end);

describe('the promotion offer', () => {
  it('is the advertised offer on the configured plan and window', () => {
    expect(promotion).toMatchObject({ planId: campaign.planId, percent: 65, months: 24, monthPrice: 4.17, currency: 'USD', moneyBackDays: 7 });
    expect(promotion.start).toBe(campaign.start);
    expect(promotion.end).toBe(campaign.end);
  });

  it.each([
    ['en', '$4.17'],
    ['de', '4,17\u00a0$'],
    ['ja', '$4.17'],
  ])('formats the price in %s', (locale, expected) => {
    expect(formatPrice(4.17, 'USD', locale)).toBe(expected);
  });

  it('formats the window\'s dates in UTC in the page\'s language', () => {
    expect(formatCampaignDate(campaign.start, 'en')).toBe('November 24, 2023');
    expect(formatCampaignDate(campaign.end, 'de')).toBe('7. Dezember 2023');
  });
});

describe('buildState', () => {
  it('renders the ended state when built after the end, and only the dates before it', () => {
    expect(buildState(campaign, Date.parse('2026-11-22T00:00:00Z'))).toBe('ended');
    expect(buildState(campaign, end)).toBe('ended');
    expect(buildState(campaign, end - 1)).toBe('neutral');
    expect(buildState(campaign, start - 86_400_000)).toBe('neutral');
  });
});

describe('campaignClock', () => {
  it('counts down to the start before the window', () => {
    expect(campaignClock(campaign, start - 90_061_000)).toEqual({
      phase: 'upcoming', left: { days: '01', hours: '01', minutes: '01', seconds: '01', ended: false },
    });
  });

  it('counts down to the end during the window', () => {
    const clock = campaignClock(campaign, end - 61_000);
    expect(clock.phase).toBe('running');
    expect(clock.left).toMatchObject({ days: '00', hours: '00', minutes: '01', seconds: '01' });
  });

  it('shows zeros once ended', () => {
    expect(campaignClock(campaign, end + 5_000)).toEqual({
      phase: 'ended', left: { days: '00', hours: '00', minutes: '00', seconds: '00', ended: true },
    });
  });

  it('summarises at minute precision, so the spoken text changes once a minute at most', () => {
    const a = minuteSummary(campaignClock(campaign, end - 125_000).left);
    const b = minuteSummary(campaignClock(campaign, end - 121_000).left);
    expect(a).toEqual({ days: 0, hours: 0, minutes: 2 });
    expect(b).toEqual(a);
  });
});
