// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaign } from '@/lib/plans/campaign';
import en from '@/messages/content/campaignPages/en.json';
import { CampaignStatus } from './CampaignStatus';

const start = Date.parse(campaign.start);
const end = Date.parse(campaign.end);

const tree = (
  <NextIntlClientProvider locale="en" messages={{ campaignPages: { promotion: en.promotion } }} timeZone="UTC">
    <CampaignStatus start={campaign.start} end={campaign.end} initial={<p>Built state</p>} ended={<p>Ended state</p>}
      offer={<a href="#offer">Offer link</a>} />
  </NextIntlClientProvider>
);

async function renderAt(now: number) {
  vi.useFakeTimers({ now });
  render(tree);
  await act(async () => {});
}

const timer = () => screen.getByRole('timer').textContent;
const summary = () => document.querySelector('.visually-hidden')?.textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CampaignStatus', () => {
  it('renders the state decided at build time on the server, never a countdown', () => {
    vi.useFakeTimers({ now: end - 60_000 });
    const html = renderToString(tree);
    expect(html).toContain('Built state');
    expect(html).not.toContain('role="timer"');
  });

  it('shows the ended state after the end and stops ticking', async () => {
    await renderAt(Date.parse('2026-11-22T10:00:00Z'));
    expect(screen.getByText('Ended state')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
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

  it('turns into the ended state when the end passes while the page is open', async () => {
    await renderAt(end - 1_500);
    expect(screen.getByRole('timer')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('Ended state')).toBeTruthy();
  });
});
