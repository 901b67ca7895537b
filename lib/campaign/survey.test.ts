import { describe, expect, it } from 'vitest';
import { analyticsEvent } from '@/server/endpoints/analytics';
import { COMMENT_MAX, readSurvey, surveyErrors, surveyEvent, SURVEY_EVENT, type SurveyAnswers } from './survey';

function formData(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

const context = { now: Date.UTC(2026, 0, 2, 3, 4, 5), userId: 'anon-1', language: 'ja', host: 'localhost:3000', hostname: 'localhost', path: '/ja/ext/survey' };
const answers = (over: Partial<SurveyAnswers> = {}): SurveyAnswers => ({ rating: '4', uses: [], comment: '', email: '', ...over });

describe('readSurvey', () => {
  it('reads the answers, trimmed, keeps only known uses in the order shown', () => {
    const data = formData([['rating', '5'], ['uses', 'work'], ['uses', 'streaming'], ['uses', 'hacking'], ['comment', '  Fast  '], ['email', ' me@example.com ']]);
    expect(readSurvey(data)).toEqual({ rating: '5', uses: ['streaming', 'work'], comment: 'Fast', email: 'me@example.com' });
  });

  it('gives empty answers for an empty form', () => {
    expect(readSurvey(new FormData())).toEqual({ rating: '', uses: [], comment: '', email: '' });
  });
});

describe('surveyErrors', () => {
  it('needs a rating from 1 to 5', () => {
    expect(surveyErrors(answers({ rating: '' }))).toEqual({ rating: 'ratingRequired' });
    expect(surveyErrors(answers({ rating: '6' }))).toEqual({ rating: 'ratingRequired' });
    expect(surveyErrors(answers({ rating: '1' }))).toEqual({});
  });

  it('accepts an empty e-mail and refuses a malformed one', () => {
    expect(surveyErrors(answers({ email: 'not-an-email' }))).toEqual({ email: 'emailInvalid' });
    expect(surveyErrors(answers({ email: 'me@example.com' }))).toEqual({});
  });

  it('refuses a comment over the limit', () => {
    expect(surveyErrors(answers({ comment: 'x'.repeat(COMMENT_MAX) }))).toEqual({});
    expect(surveyErrors(answers({ comment: 'x'.repeat(COMMENT_MAX + 1) }))).toEqual({ comment: 'commentLong' });
  });
});

describe('surveyEvent', () => {
  it('carries every answer in the event params', () => {
    const event = surveyEvent(answers({ rating: '3', uses: ['publicWifi', 'privacy'], comment: 'Works well', email: 'me@example.com' }), context);
    expect(event.event_name).toBe(SURVEY_EVENT);
    expect(event.event_params).toEqual([
      { key: 'rating', value: 3 },
      { key: 'uses', value: 'public_wifi,privacy' },
      { key: 'comment', value: 'Works well' },
      { key: 'email', value: 'me@example.com' },
    ]);
    expect(event).toMatchObject({ user_id: 'anon-1', language: 'ja', app_type: 502, env: 'sandbox', event_timestamp: context.now });
  });

  it('fits the events call\'s schema, even with the longest comment and every use', () => {
    const event = surveyEvent(answers({ uses: ['streaming', 'gaming', 'publicWifi', 'privacy', 'work', 'other'], comment: 'é'.repeat(COMMENT_MAX) }), context);
    const parsed = analyticsEvent.safeParse(event);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('never uses the e-mail as the user id', () => {
    expect(surveyEvent(answers({ email: 'me@example.com' }), context).user_id).toBe('anon-1');
  });
});
