// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import en from '@/messages/content/campaignPages/en.json';
import { SurveyForm } from './SurveyForm';

const sendEvent = vi.fn();
vi.mock('@/lib/campaign/api', async (original) => ({
  ...(await original<typeof import('@/lib/campaign/api')>()),
  campaignApi: { sendEvent: (...args: unknown[]) => sendEvent(...args) },
}));

async function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={{ campaignPages: { survey: en.survey } }} timeZone="UTC">
      <SurveyForm locale="en" />
    </NextIntlClientProvider>,
  );
  await act(async () => {});
}

const form = () => screen.getByRole('button', { name: 'Send feedback' }).closest('form')!;

beforeEach(() => sendEvent.mockReset());
afterEach(cleanup);

describe('SurveyForm', () => {
  it('asks for a rating, in an alert inside the form, and sends nothing', async () => {
    await renderForm();
    fireEvent.submit(form());
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Choose a rating from 1 to 5.');
    expect(sendEvent).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('1 – Very poor'));
  });

  it('counts the comment\'s characters as they are typed', async () => {
    await renderForm();
    const comment = screen.getByLabelText('Anything else you would like to tell us?');
    expect(comment.getAttribute('maxlength')).toBe('1000');
    fireEvent.input(comment, { target: { value: 'Very fast' } });
    expect(screen.getByText('9 of 1,000 characters used')).toBeTruthy();
  });

  it('sends one survey_submitted event for a double submit, then thanks the visitor', async () => {
    let answer: (value: unknown) => void = () => {};
    sendEvent.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderForm();
    fireEvent.click(screen.getByLabelText('4 – Good'));
    fireEvent.click(screen.getByLabelText('Staying safe on public Wi-Fi'));
    fireEvent.click(screen.getByLabelText('Work'));
    fireEvent.input(screen.getByLabelText('Anything else you would like to tell us?'), { target: { value: 'Works on hotel Wi-Fi' } });
    const sent = form();
    fireEvent.submit(sent);
    fireEvent.submit(sent);
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer({ accepted: 1 }));
    expect(sendEvent).toHaveBeenCalledTimes(1);
    const event = sendEvent.mock.calls[0]![0];
    expect(event.event_name).toBe('survey_submitted');
    expect(event.event_params).toEqual([
      { key: 'rating', value: 4 },
      { key: 'uses', value: 'public_wifi,work' },
      { key: 'comment', value: 'Works on hotel Wi-Fi' },
      { key: 'email', value: '' },
    ]);
    expect(screen.getByRole('heading', { name: 'Thank you for your feedback' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('says when the server cannot be reached, and lets the visitor try again', async () => {
    sendEvent.mockRejectedValueOnce(new ApiError(0, 50000, 'Error')).mockResolvedValueOnce({ accepted: 1 });
    await renderForm();
    fireEvent.click(screen.getByLabelText('5 – Excellent'));
    fireEvent.submit(form());
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('We could not reach our server. Please check your connection and try again.');
    fireEvent.submit(form());
    await act(async () => {});
    expect(sendEvent).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Thank you for your feedback' })).toBeTruthy();
  });
});
