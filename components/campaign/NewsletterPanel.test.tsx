// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import { NEWSLETTER_LINK_INVALID } from '@/lib/campaign/newsletter';
import en from '@/messages/content/campaignPages/en.json';
import { NewsletterPanel } from './NewsletterPanel';

const subscribe = vi.fn();
const unsubscribe = vi.fn();
vi.mock('@/lib/campaign/api', async (original) => ({
  ...(await original<typeof import('@/lib/campaign/api')>()),
  campaignApi: { subscribe: (...a: unknown[]) => subscribe(...a), unsubscribe: (...a: unknown[]) => unsubscribe(...a) },
}));
vi.mock('next/link', () => ({ default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

async function renderAt(search: string) {
  window.history.replaceState(null, '', `/edmsub${search}`);
  render(
    <NextIntlClientProvider locale="en" messages={{ campaignPages: { edmsub: en.edmsub } }} timeZone="UTC">
      <NewsletterPanel locale="en" />
    </NextIntlClientProvider>,
  );
  await act(async () => {});
}

const submit = async (name: string) => {
  fireEvent.submit(screen.getByRole('button', { name }).closest('form')!);
  await act(async () => {});
};

beforeEach(() => {
  subscribe.mockReset();
  unsubscribe.mockReset();
});
afterEach(cleanup);

describe('subscribing', () => {
  it('checks the e-mail before sending', async () => {
    await renderAt('');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'nope' } });
    await submit('Subscribe');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address, such as name@example.com.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('confirms a new subscription and an existing one, in the page\'s language', async () => {
    subscribe.mockResolvedValueOnce({ status: 'subscribed' }).mockResolvedValueOnce({ status: 'already_subscribed' });
    await renderAt('');
    const input = screen.getByLabelText('E-mail address') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'reader@example.com' } });
    await submit('Subscribe');
    expect(subscribe).toHaveBeenCalledWith('reader@example.com', 'en');
    expect(screen.getByRole('status').textContent).toBe('Thank you! reader@example.com is now subscribed. We have sent a confirmation to this address.');
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'reader@example.com' } });
    await submit('Subscribe');
    expect(screen.getByRole('status').textContent).toBe('reader@example.com is already subscribed. You do not need to do anything else.');
  });

  it('explains a rate limit', async () => {
    subscribe.mockRejectedValue(new ApiError(429, 42900, 'Too many attempts'));
    await renderAt('');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'reader@example.com' } });
    await submit('Subscribe');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});

describe('unsubscribing', () => {
  const link = '?unsubscribe=1&email=reader%40example.com&token=abc';

  it('asks first, then unsubscribes with the link\'s e-mail and token', async () => {
    unsubscribe.mockResolvedValue({ status: 'unsubscribed' });
    await renderAt(link);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Unsubscribe reader@example.com?');
    expect(unsubscribe).not.toHaveBeenCalled();
    await submit('Unsubscribe');
    expect(unsubscribe).toHaveBeenCalledWith('reader@example.com', 'abc');
    expect(screen.getByRole('status').textContent).toBe('reader@example.com is now unsubscribed. You will not receive the newsletter any more.');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('refuses a wrong token clearly', async () => {
    unsubscribe.mockRejectedValue(new ApiError(200, NEWSLETTER_LINK_INVALID, 'This unsubscribe link is not valid'));
    await renderAt(link);
    await submit('Unsubscribe');
    expect(screen.getByRole('alert').textContent).toContain('This unsubscribe link is not valid.');
  });

  it('says a link without its token is not valid, with no button', async () => {
    await renderAt('?unsubscribe=1&email=reader%40example.com');
    expect(screen.getByRole('alert').textContent).toContain('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
