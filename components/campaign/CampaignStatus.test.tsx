// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaign } from '@/lib/plans/campaign';
import ar from '@/messages/content/campaignPages/ar.json';
import en from '@/messages/content/campaignPages/en.json';
import { CampaignStatus } from './CampaignStatus';

const start = Date.parse(campaign.start);
const end = Date.parse(campaign.end);
const ZEROS = '00 days00 hours00 minutes00 seconds';

const tree = (built: 'ended' | 'neutral' = 'neutral', locale: 'en' | 'ar' = 'en') => (
  <NextIntlClientProvider locale={locale} messages={{ campaignPages: { promotion: (locale === 'ar' ? ar : en).promotion } }} timeZone="UTC">
    <CampaignStatus start={campaign.start} end={campaign.end} built={built} neutral={<p>Dates only</p>}
      ended={<p>Ended note</p>} offer={<a href="#offer">Offer link</a>} />
  </NextIntlClientProvider>
);

async function renderAt(now: number, built: 'ended' | 'neutral' = 'neutral') {
  vi.useFakeTimers({ now });
  render(tree(built));
  await act(async () => {});
}

const timer = () => screen.getByRole('timer').textContent;
const summary = () => document.querySelector('.visually-hidden')?.textContent;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('CampaignStatus', () => {
  it('renders only the dates on the server when built before the end, never a countdown frozen at build', () => {
    vi.useFakeTimers({ now: end - 60_000 });
    const html = renderToString(tree('neutral'));
    expect(html).toContain('Dates only');
    expect(html).not.toContain('role="timer"');
  });

  it('renders the zeroed countdown beside the ended note on the server when built after the end', () => {
    vi.useFakeTimers({ now: end + 60_000 });
    document.body.innerHTML = renderToString(tree('ended'));
    expect(timer()).toBe(ZEROS);
    expect(screen.getByRole('timer', { name: 'This offer has ended.' })).toBeTruthy();
    expect(screen.getByText('Ended note')).toBeTruthy();
    expect(screen.queryByText('Dates only')).toBeNull();
  });

  it('hydrates an ended build without a mismatch, and starts no timer', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') });
    const html = renderToString(tree('ended'));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree('ended'), { onRecoverableError: (error) => mismatches.push(error) }));
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(vi.getTimerCount()).toBe(0);
    act(() => root.unmount());
  });

  it('shows the zeroed countdown in the running layout and labels in Arabic', () => {
    vi.useFakeTimers({ now: end });
    document.body.innerHTML = renderToString(tree('ended', 'ar'));
    const units = ar.promotion.units;
    expect(timer()).toBe(`00 ${units.days}00 ${units.hours}00 ${units.minutes}00 ${units.seconds}`);
    expect(screen.getByRole('timer', { name: ar.promotion.ended })).toBeTruthy();
  });

  it('shows the zeroed countdown and the ended note when a page built before the end opens after it, and stops', async () => {
    await renderAt(Date.parse('2026-11-22T10:00:00Z'));
    expect(timer()).toBe(ZEROS);
    expect(screen.getByText('This offer has ended.')).toBeTruthy();
    expect(screen.getByText('Ended note')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts down to the end every second during the campaign, with the offer link', async () => {
    await renderAt(end - (86_400_000 + 3_600_000 + 62_000));
    expect(screen.getByText('The offer ends in')).toBeTruthy();
    expect(timer()).toBe('01 days01 hours01 minutes02 seconds');
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBe('off');
    expect(screen.getByRole('link', { name: 'Offer link' })).toBeTruthy();
    const before = summary();
    expect(before).toBe('The offer ends in 1 day, 1 hour and 1 minute');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(timer()).toContain('01 seconds');
    expect(summary()).toBe(before);
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(summary()).toBe('The offer ends in 1 day, 1 hour and 0 minutes');
  });

  it('says when it starts before the window, without the offer link', async () => {
    await renderAt(start - 2 * 86_400_000);
    expect(screen.getByText('The offer starts in')).toBeTruthy();
    expect(timer()).toContain('02 days');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('turns into the zeroed countdown and the ended note when the end passes while the page is open', async () => {
    await renderAt(end - 1_500);
    expect(timer()).toBe('00 days00 hours00 minutes01 seconds');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(timer()).toBe(ZEROS);
    expect(screen.getByText('Ended note')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Offer link' })).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
