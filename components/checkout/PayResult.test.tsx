// @vitest-environment jsdom
// The payment result screens tell the order's real state (docs/behaviour.md#pay-result), in English and in
// Arabic: paid (what was bought, until when, a gift's code), pending (not confirmed, never "active"),
// cancelled or failed (with a retry on the same plan), and a neutral page for an order that is not there.
process.env.TZ = 'UTC';

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@/lib/contract/codes';
import type { OrderStatus } from '@/lib/contract/types';
import { formatDateTime } from '@/lib/format/date';
import { ApiError } from '@/lib/http/errors';
import { useGlobalState } from '@/lib/stores/globalState';
import arMain from '@/messages/ar.json';
import payResultAr from '@/messages/content/payResult/ar.json';
import payResultEn from '@/messages/content/payResult/en.json';
import enMain from '@/messages/en.json';
import { PayStatus } from './PayStatus';
import { PaySuccess } from './PaySuccess';

const api = vi.hoisted(() => ({
  orderStatus: vi.fn(),
  latestOrder: vi.fn(),
  profile: vi.fn(),
  setPassword: vi.fn(),
}));
vi.mock('@/lib/api/endpoints', () => ({ api }));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; prefetch?: boolean; children: React.ReactNode }) => (
    <a href={href} {...rest}>{children}</a>
  ),
}));

const ID = 'ord_0123456789abcdef0123456789abcdef';
const EXPIRES = Date.UTC(2028, 10, 13, 15, 4, 5);
const base: OrderStatus = {
  order_id: ID, status: 'pending', kind: 'subscription', plan_id: '1006', product_id: 'v2.vpn.web.premium.usd.6m.off30',
  amount: 41.94, currency: 'USD', platform: 'sandbox', created_at: Date.UTC(2026, 10, 13), test: false,
};
const paid: OrderStatus = { ...base, status: 'paid', expires_at: EXPIRES };
const gift: OrderStatus = {
  ...base, status: 'paid', kind: 'gift', code: 'HVPN-ABCD-EFGH-JKLM', recipient_email: 'friend@example.com', deliver_at: Date.UTC(2026, 10, 14),
};

/** The main file and this screen's group: what AccountScreen hands the page (other groups are not needed). */
const readMessages = (locale: 'en' | 'ar'): Record<string, unknown> =>
  locale === 'en' ? { ...enMain, payResult: payResultEn } : { ...arMain, payResult: payResultAr };

type PR = {
  meta: Record<string, string>;
  [state: string]: Record<string, string> | string;
};
const texts = (locale: 'en' | 'ar') => readMessages(locale).payResult as PR;
const part = (locale: 'en' | 'ar', state: string) => texts(locale)[state] as Record<string, string>;
const checkout = (locale: 'en' | 'ar') => (readMessages(locale).checkout as { success: Record<string, string>; status: Record<string, string> });

/** The page's URL: the component reads the query and, on /paystatus, leaves for /paySuc with location.assign. */
const assign = vi.fn();
const realLocation = window.location;
function visit(search: string) {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, href: `http://localhost/paySuc${search}`, pathname: '/paySuc', search, assign },
  });
}

const wrap = (locale: 'en' | 'ar', node: React.ReactNode) => (
  <NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">
    {node}
  </NextIntlClientProvider>
);

async function show(locale: 'en' | 'ar', node: React.ReactNode) {
  render(wrap(locale, node));
  await act(async () => {});
}

const heading = () => screen.getByRole('heading', { level: 1 });
const status = () => screen.getByRole('status');

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.profile.mockResolvedValue({ email: 'buyer@example.com', is_password_set: true });
  assign.mockReset();
  useGlobalState.getState().setPaysuc('');
  visit(`?order_id=${ID}`);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe.each(['en', 'ar'] as const)('/paySuc in %s', (locale) => {
  const t = (state: string, key: string) => part(locale, state)[key]!;

  it('renders a neutral heading and a status region before the order is known, on the server too', () => {
    api.orderStatus.mockReturnValue(new Promise(() => {}));
    const html = renderToString(wrap(locale, <PaySuccess signedIn />));
    expect(html).toContain(`>${t('loading', 'heading')}</h1>`);
    expect(html).toContain('role="status"');
    expect(html).not.toContain(t('paid', 'heading'));
    expect(html).not.toContain(t('paid', 'lead'));
  });

  it('paid: what was bought, until when, the apps; the success marker is recorded', async () => {
    api.orderStatus.mockResolvedValue(paid);
    await show(locale, <PaySuccess signedIn />);
    expect(api.orderStatus).toHaveBeenCalledWith(ID);
    expect(heading().textContent).toBe(t('paid', 'heading'));
    expect(status().textContent).toBe(t('paid', 'lead'));
    const purchase = screen.getByTestId('purchase');
    expect(purchase.textContent).toContain(locale === 'en' ? '6 months' : '6 أشهر');
    expect(purchase.textContent).toContain(formatDateTime(EXPIRES, locale));
    if (locale === 'en') expect(purchase.textContent).toContain('2028-11-13 PM 03:04:05');
    expect(purchase.textContent).toContain(ID);
    expect(screen.getByRole('link', { name: 'Windows' })).toBeTruthy();
    expect(useGlobalState.getState().paysuc).toBe(ID);
    expect(screen.queryByTestId('test-order')).toBeNull();
  });

  it('paid gift: its own heading, the code and the recipient', async () => {
    api.orderStatus.mockResolvedValue(gift);
    await show(locale, <PaySuccess signedIn />);
    expect(heading().textContent).toBe(t('paidGift', 'heading'));
    expect(screen.getByTestId('gift-code').textContent).toBe('HVPN-ABCD-EFGH-JKLM');
    expect(screen.getByTestId('purchase').textContent).toContain('friend@example.com');
    expect(document.body.textContent).not.toContain(t('paid', 'heading'));
  });

  it('keeps the test-mode note of a test order', async () => {
    api.orderStatus.mockResolvedValue({ ...paid, test: true });
    await show(locale, <PaySuccess signedIn />);
    expect(screen.getByTestId('test-order').textContent).toBe(checkout(locale).success.test);
  });

  it('pending: not confirmed yet and what to do, never "active"; "Check again" asks once more', async () => {
    api.orderStatus.mockResolvedValueOnce(base);
    await show(locale, <PaySuccess signedIn />);
    expect(heading().textContent).toBe(t('pending', 'heading'));
    expect(status().textContent).toBe(t('pending', 'lead'));
    expect(document.body.textContent).toContain(t('pending', 'help'));
    expect(screen.getByRole('link', { name: t('pending', 'support') }).getAttribute('href')).toBe(locale === 'en' ? '/contact-us' : '/ar/contact-us');
    for (const claim of [t('paid', 'heading'), t('paid', 'lead'), checkout(locale).success.until]) expect(document.body.textContent).not.toContain(claim);
    expect(screen.queryByTestId('purchase')).toBeNull();
    expect(screen.getByTestId('order').textContent).toContain(ID);
    expect(useGlobalState.getState().paysuc).toBe('');

    // Checked again: the button stays (busy) until the answer, then the paid state takes the heading's focus.
    let answer!: (order: OrderStatus) => void;
    api.orderStatus.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: texts(locale).checkAgain as string });
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe(texts(locale).checking);
    expect(document.activeElement).toBe(button);
    await act(async () => answer(paid));
    expect(heading().textContent).toBe(t('paid', 'heading'));
    expect(document.activeElement).toBe(heading());
  });

  it('cancelled: says so, with a retry on the same plan', async () => {
    api.orderStatus.mockResolvedValue({ ...base, status: 'cancelled' });
    await show(locale, <PaySuccess signedIn />);
    expect(heading().textContent).toBe(t('cancelled', 'heading'));
    expect(screen.getByRole('alert').textContent).toBe(t('cancelled', 'lead'));
    const retry = screen.getByRole('link', { name: texts(locale).retry as string });
    expect(retry.getAttribute('href')).toBe(locale === 'en' ? '/pricing/checkout/1006' : '/ar/pricing/checkout/1006');
    expect(document.body.textContent).not.toContain(t('paid', 'lead'));
  });

  it('failed (a state the site does not know): says so; a gift retries on the gift card form', async () => {
    api.orderStatus.mockResolvedValue({ ...base, kind: 'gift', status: 'failed' as OrderStatus['status'] });
    await show(locale, <PaySuccess signedIn />);
    expect(heading().textContent).toBe(t('failed', 'heading'));
    expect(screen.getByRole('alert').textContent).toBe(t('failed', 'lead'));
    expect(screen.getByRole('link', { name: texts(locale).retry as string }).getAttribute('href')).toBe(locale === 'en' ? '/gift-card' : '/ar/gift-card');
  });

  it("an unknown id or someone else's order: the neutral page with links to plans and My account", async () => {
    api.orderStatus.mockRejectedValue(new ApiError(200, Code.ORDER_NOT_FOUND, 'We could not find this order'));
    await show(locale, <PaySuccess signedIn />);
    expectNeutral(locale);
  });

  it('a malformed id is not even looked up', async () => {
    visit('?order_id=%3Cscript%3E');
    await show(locale, <PaySuccess signedIn />);
    expect(api.orderStatus).not.toHaveBeenCalled();
    expect(api.latestOrder).not.toHaveBeenCalled();
    expectNeutral(locale);
  });

  it('signed out: the neutral page at once, on the server too, and no call at all', async () => {
    const html = renderToString(wrap(locale, <PaySuccess signedIn={false} />));
    expect(html).toContain(`>${t('notFound', 'heading')}</h1>`);
    await show(locale, <PaySuccess signedIn={false} />);
    expectNeutral(locale);
    expect(api.orderStatus).not.toHaveBeenCalled();
    expect(api.profile).not.toHaveBeenCalled();
  });

  it("without an order id: the account's latest order; none at all is the neutral page", async () => {
    visit('');
    api.latestOrder.mockResolvedValueOnce(paid);
    await show(locale, <PaySuccess signedIn />);
    expect(api.latestOrder).toHaveBeenCalledOnce();
    expect(heading().textContent).toBe(t('paid', 'heading'));
    cleanup();
    useGlobalState.getState().setPaysuc('');
    api.latestOrder.mockResolvedValueOnce(null);
    await show(locale, <PaySuccess signedIn />);
    expectNeutral(locale);
  });

  it('the service does not answer: nothing is claimed, and it can be checked again', async () => {
    api.orderStatus.mockRejectedValue(new ApiError(503, 50200, 'unavailable'));
    await show(locale, <PaySuccess signedIn />);
    expect(heading().textContent).toBe(t('unavailable', 'heading'));
    expect(screen.getByRole('button', { name: texts(locale).checkAgain as string })).toBeTruthy();
    expect(document.body.textContent).not.toContain(t('notFound', 'heading'));
  });

  it('asks an account created at checkout to set its password, whatever the state', async () => {
    api.profile.mockResolvedValue({ email: 'new@example.com', is_password_set: false });
    api.orderStatus.mockResolvedValue(base);
    await show(locale, <PaySuccess signedIn />);
    const account = readMessages(locale).account as { my: Record<string, string> };
    expect(screen.getByRole('heading', { level: 2, name: account.my.setTitle })).toBeTruthy();
  });
});

function expectNeutral(locale: 'en' | 'ar') {
  const t = part(locale, 'notFound');
  expect(heading().textContent).toBe(t.heading);
  expect(status().textContent).toBe(t.lead);
  const prefix = locale === 'en' ? '' : '/ar';
  expect(screen.getByRole('link', { name: t.plans }).getAttribute('href')).toBe(`${prefix}/pricing`);
  expect(screen.getByRole('link', { name: t.account }).getAttribute('href')).toBe(`${prefix}/myAccount`);
  const claims = [part(locale, 'paid').heading!, part(locale, 'paid').lead!, part(locale, 'pending').heading!];
  for (const claim of claims) expect(document.body.textContent).not.toContain(claim);
  expect(screen.queryByTestId('purchase')).toBeNull();
  expect(useGlobalState.getState().paysuc).toBe('');
}

describe.each(['en', 'ar'] as const)('/paystatus in %s', (locale) => {
  const t = (state: string, key: string) => part(locale, state)[key]!;

  it('polls a pending order, then sends a paid one to /paySuc', async () => {
    vi.useFakeTimers();
    api.orderStatus.mockResolvedValueOnce(base).mockResolvedValueOnce(paid);
    await show(locale, <PayStatus />);
    expect(heading().textContent).toBe(t('confirming', 'heading'));
    expect(status().textContent).toBe(t('confirming', 'lead'));
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(assign).toHaveBeenCalledWith(`${locale === 'en' ? '' : '/ar'}/paySuc?order_id=${ID}`);
  });

  it('after a minute still pending: not confirmed yet, with "Check again"', async () => {
    vi.useFakeTimers();
    api.orderStatus.mockResolvedValue(base);
    await show(locale, <PayStatus />);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(api.orderStatus).toHaveBeenCalledTimes(30);
    expect(heading().textContent).toBe(t('pending', 'heading'));
    const button = screen.getByRole('button', { name: texts(locale).checkAgain as string });
    button.focus();
    fireEvent.click(button);
    // A new minute of polling: the button is gone, so the heading takes focus.
    expect(heading().textContent).toBe(t('confirming', 'heading'));
    expect(document.activeElement).toBe(heading());
  });

  it('a cancelled order: the failure and a retry on the same plan (as before, in an alert)', async () => {
    api.orderStatus.mockResolvedValue({ ...base, status: 'cancelled' });
    await show(locale, <PayStatus />);
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText(checkout(locale).status.cancelled!)).toBeTruthy();
    expect(screen.getByRole('link', { name: checkout(locale).status.retry! }).getAttribute('href')).toContain('/pricing/checkout/1006');
  });

  it("without an order id: polls the account's latest order", async () => {
    visit('');
    api.latestOrder.mockResolvedValue({ ...base, status: 'cancelled' });
    await show(locale, <PayStatus />);
    expect(api.latestOrder).toHaveBeenCalled();
    expect(api.orderStatus).not.toHaveBeenCalled();
    expect(heading().textContent).toBe(t('cancelled', 'heading'));
  });
});
