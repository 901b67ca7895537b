// @vitest-environment jsdom
// The ways into sign-up and what a new account sees (docs/behaviour.md#signup): "Create an account" on /login
// keeps the redirect; the redeem page links a visitor to sign-up and back with the code kept, and fills the
// code from `?code=`; the pricing line shows to signed-out visitors only; /myAccount without a subscription
// shows the free tier and the upgrade to checkout.
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedeemForm } from '@/components/gift/RedeemForm';
import { SignedOutOnly } from '@/components/ui/SignedOutOnly';
import type { Locale } from '@/lib/i18n/routing';
import arMain from '@/messages/ar.json';
import enMain from '@/messages/en.json';
import arSignup from '@/messages/content/signup/ar.json';
import enSignup from '@/messages/content/signup/en.json';
import { LoginForm } from './LoginForm';
import { SubscriptionSection } from './SubscriptionSection';

const api = vi.hoisted(() => ({ subscription: vi.fn(), login: vi.fn(), redeemGiftCard: vi.fn() }));
vi.mock('@/lib/api/endpoints', () => ({ api }));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; prefetch?: boolean; children: React.ReactNode }) => (
    <a href={href} {...rest}>{children}</a>
  ),
}));

const MESSAGES = {
  en: { account: enMain.account, plans: enMain.plans, gift: enMain.gift, signup: enSignup },
  ar: { account: arMain.account, plans: arMain.plans, gift: arMain.gift, signup: arSignup },
};
const CODE = 'HVPN-AB12-CD34-EF56';

const realLocation = window.location;
function visit(path: string, search = '') {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, href: `http://localhost${path}${search}`, pathname: path, search, assign: vi.fn() },
  });
}
async function show(locale: 'en' | 'ar', node: React.ReactNode) {
  render(<NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">{node}</NextIntlClientProvider>);
  await act(async () => {});
}
const signedIn = (yes: boolean) => {
  document.cookie = yes ? 'signed_in=1; path=/' : 'signed_in=; path=/; max-age=0';
};

afterEach(() => {
  cleanup();
  signedIn(false);
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('/login', () => {
  it('links to sign-up, keeping a redirect that is a page of this site', async () => {
    visit('/login', `?redirect=${encodeURIComponent('/pricing/checkout/1024')}`);
    await show('en', <LoginForm locale="en" />);
    expect(screen.getByText(enSignup.entry.noAccount, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: enSignup.entry.create }).getAttribute('href'))
      .toBe(`/signup?redirect=${encodeURIComponent('/pricing/checkout/1024')}`);
  });

  it('drops a redirect to another site, and localises the link', async () => {
    visit('/ar/login', `?redirect=${encodeURIComponent('//evil.example/')}`);
    await show('ar', <LoginForm locale={'ar' as Locale} />);
    expect(screen.getByRole('link', { name: arSignup.entry.create }).getAttribute('href')).toBe('/ar/signup');
  });
});

describe('redeem page', () => {
  it('sends a signed-out visitor to sign-up (or sign-in) and back with the code kept', async () => {
    visit('/redeem-suc', `?code=${CODE.toLowerCase()}`);
    await show('en', <RedeemForm />);
    const back = encodeURIComponent(`/redeem-suc?code=${CODE}`);
    expect(screen.getByRole('link', { name: enSignup.entry.create }).getAttribute('href')).toBe(`/signup?redirect=${back}`);
    expect(screen.getByRole('link', { name: enMain.gift.redeem.signIn }).getAttribute('href')).toBe(`/login?redirect=${back}`);
  });

  it('keeps no code that does not look like one', async () => {
    visit('/ar/redeem-suc', '?code=%3Cscript%3E');
    await show('ar', <RedeemForm />);
    expect(screen.getByRole('link', { name: arSignup.entry.create }).getAttribute('href'))
      .toBe(`/ar/signup?redirect=${encodeURIComponent('/ar/redeem-suc')}`);
  });

  it('fills the code field from ?code= for a signed-in visitor', async () => {
    signedIn(true);
    visit('/redeem-suc', `?code=${CODE}`);
    await show('en', <RedeemForm />);
    expect((screen.getByLabelText(enMain.gift.redeem.code) as HTMLInputElement).value).toBe(CODE);
    expect(screen.queryByRole('link', { name: enSignup.entry.create })).toBeNull();
  });
});

describe('pricing line', () => {
  it('shows to signed-out visitors and hides once a signed-in visitor\'s page has hydrated', async () => {
    await show('en', <SignedOutOnly><p>free account</p></SignedOutOnly>);
    expect(screen.queryByText('free account')).not.toBeNull();
    cleanup();
    signedIn(true);
    await show('en', <SignedOutOnly><p>free account</p></SignedOutOnly>);
    expect(screen.queryByText('free account')).toBeNull();
  });
});

describe('/myAccount without a subscription', () => {
  it.each(['en', 'ar'] as const)('shows the free tier and the upgrade to checkout (%s)', async (locale) => {
    api.subscription.mockResolvedValue({ active: null, subscriptions: [], receipts: [] });
    await show(locale, <SubscriptionSection />);
    const free = screen.getByTestId('free-tier');
    const texts = MESSAGES[locale].signup.free;
    expect(free.textContent).toContain(MESSAGES[locale].account.my.noSubscription);
    expect(free.textContent).toContain(texts.lead);
    for (const item of Object.values(texts.includes)) expect(free.textContent).toContain(item);
    for (const item of Object.values(texts.premium)) expect(free.textContent).toContain(item);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(screen.getByRole('link', { name: texts.upgrade }).getAttribute('href')).toBe(`${prefix}/pricing/checkout`);
    expect(screen.getByRole('list', { name: texts.included })).toBeTruthy();
    expect(screen.getByRole('list', { name: texts.premiumOnly })).toBeTruthy();
  });
});
