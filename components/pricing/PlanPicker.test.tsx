// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { Plan } from '@/lib/contract/types';
import { getPlans } from '@/lib/data';
import { freshStore } from '@/server/testing';
import { PlanPicker } from './PlanPicker';

// Read as the pages read it: through the data layer, over a fresh in-memory embedded store (outside Next there
// is no data cache, so the data layer calls the backend directly).
vi.mock('next/cache', () => ({ unstable_cache: (loader: () => unknown) => loader }));
freshStore();
let plans: Plan[] = [];
beforeAll(async () => {
  plans = await getPlans();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <NextIntlClientProvider locale="en" messages={{ pricing: en.pricing, plans: en.plans }}>
      <PlanPicker initialPlans={plans} knownIds={plans.map((p) => p.id)} />
    </NextIntlClientProvider>,
  );
}
const radio = (id: string) => document.querySelector<HTMLInputElement>(`input[value="${id}"]`)!;

describe('PlanPicker', () => {
  it('selects the recommended plan by default and highlights it', async () => {
    show('/pricing');
    await waitFor(() => expect(radio('1024').checked).toBe(true));
    expect(screen.getByText('Most popular')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get the 24 months plan' }).getAttribute('href')).toBe('/pricing/checkout/1024');
  });

  it('selects the plan of the query after hydration, by id or product_id', async () => {
    show('/pricing?plan=1006');
    await waitFor(() => expect(radio('1006').checked).toBe(true));
    cleanup();
    show('/pricing?plan=v2.vpn.web.premium.usd.1m');
    await waitFor(() => expect(radio('1001').checked).toBe(true));
  });

  it('shows prices, savings and the free months of the product id', () => {
    show('/pricing');
    expect(screen.getByText('$4.17 / month')).toBeTruthy();
    expect(screen.getByText('You save $187.68')).toBeTruthy();
    expect(screen.getByText('+ 3 months free')).toBeTruthy();
  });

  it('reloads the plans with the channel as X-From and shows 5 as 1 for bd1117', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { plans } })));
    vi.stubGlobal('fetch', fetchMock);
    show('/pricing?channel=bd1117');
    await waitFor(() => expect(screen.getByText('$19.88 billed for 12 months')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith('/api/mms/payment/v1/providers/plans', expect.objectContaining({
      headers: expect.objectContaining({ 'x-from': 'bd1117' }),
    }));
  });

  it('shows 5 as 1 in the discount badges for bd1117, but not in durations, and not for another channel', async () => {
    const card = (id: string) => document.querySelector(`[data-plan="${id}"]`)!.textContent;
    // A channel plan of 15 months at 55% off: the badge is a price figure, the duration is what is bought.
    const fifteen = { ...plans.find((p) => p.id === '1012')!, id: '1015', interval_count: 15, discount_percent: 55 };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { plans: [...plans, fifteen] } }))));
    show('/pricing?channel=bd1117');
    await waitFor(() => expect(card('1015')).toContain('Save 11%'));
    expect(card('1015')).toContain('15 months');
    expect(card('1024')).toContain('Save 61%');
    expect(card('1012')).toContain('Save 18%');
    expect(card('1006')).toContain('Save 42%');

    cleanup();
    show('/pricing?channel=other');
    await waitFor(() => expect(card('1015')).toContain('Save 55%'));
    expect(card('1024')).toContain('Save 65%');
    expect(card('1012')).toContain('Save 58%');
  });

  it('does not fetch without a channel', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    show('/pricing?plan=1001');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
