// The feedback survey of /ext/survey: its questions, their checks, and the one analytics event that carries
// the answers, shaped for the events call's schema (server/endpoints/analytics.ts: params of
// strings up to 1000 characters, numbers, booleans or null; names up to 64 characters).
import { APP_NAME, APP_TYPE, envFor, eventDateTime, type AnalyticsEvent, type ParamValue } from '@/lib/tracking/analytics';
import { emailError } from '@/lib/account/validation';

export const SURVEY_EVENT = 'survey_submitted';
export const RATINGS = ['1', '2', '3', '4', '5'] as const;
/** Message keys of the uses, in the order shown; the event stores them in snake case. */
export const SURVEY_USES = ['streaming', 'gaming', 'publicWifi', 'privacy', 'work', 'other'] as const;
/** The schema's limit for a string value; counted in UTF-16 units, as the textarea's maxlength counts. */
export const COMMENT_MAX = 1000;

export type SurveyUse = (typeof SURVEY_USES)[number];
export type SurveyField = 'rating' | 'comment' | 'email';
export type SurveyError = 'ratingRequired' | 'commentLong' | 'emailInvalid';

export interface SurveyAnswers {
  rating: string;
  uses: string[];
  comment: string;
  email: string;
}

/** The answers of the survey form, as sent (unknown checkbox values are dropped). */
export function readSurvey(data: FormData): SurveyAnswers {
  const uses = new Set(data.getAll('uses').map(String));
  return {
    rating: String(data.get('rating') ?? ''),
    uses: SURVEY_USES.filter((u) => uses.has(u)),
    comment: String(data.get('comment') ?? '').trim(),
    email: String(data.get('email') ?? '').trim(),
  };
}

/** Problems with the answers, by field: a rating is required; the comment and the e-mail are optional. */
export function surveyErrors(answers: SurveyAnswers): Partial<Record<SurveyField, SurveyError>> {
  const errors: Partial<Record<SurveyField, SurveyError>> = {};
  if (!(RATINGS as readonly string[]).includes(answers.rating)) errors.rating = 'ratingRequired';
  if (answers.comment.length > COMMENT_MAX) errors.comment = 'commentLong';
  if (answers.email && emailError(answers.email)) errors.email = 'emailInvalid';
  return errors;
}

const snake = (use: string) => use.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface SurveyContext {
  now: number;
  /** The anonymous id of the analytics (never the e-mail). */
  userId: string;
  language: string;
  host: string;
  hostname: string;
  path: string;
}

/** The survey_submitted event: rating (number), uses (comma-separated), comment and e-mail ('' when not given). */
export function surveyEvent(answers: SurveyAnswers, c: SurveyContext): AnalyticsEvent {
  const params: Record<string, ParamValue> = {
    rating: Number(answers.rating),
    uses: answers.uses.map(snake).join(','),
    comment: answers.comment.slice(0, COMMENT_MAX),
    email: answers.email.slice(0, 254),
  };
  return {
    event_datetime: eventDateTime(c.now),
    event_timestamp: c.now,
    event_name: SURVEY_EVENT,
    event_params: Object.entries(params).map(([key, value]) => ({ key, value })),
    user_id: c.userId.slice(0, 128),
    user_properties: {},
    language: c.language.slice(0, 16),
    device: '',
    country: '',
    country_code: '',
    app_name: APP_NAME,
    ip: '',
    app_type: APP_TYPE,
    app_info: { host: c.host.slice(0, 1000), path: c.path.slice(0, 1000) },
    env: envFor(c.hostname),
  };
}
