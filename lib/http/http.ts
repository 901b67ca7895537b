// The browser's API client (docs/behaviour.md#api): same host, X-App-Type: 502 on every call, a bearer
// token only where a client holds one (the browser does not: its session cookie is HttpOnly), any status
// but 200 rejected. The interceptors carry out the error catalogue decided in catalogue.ts.
import axios, { AxiosError, type AxiosResponse } from 'axios';
import { classify, type Outcome } from './catalogue';
import { toApiError } from './errors';
import { useNotices } from './notices';
import { endSession, isLoginPage, loginUrlFor } from './session';

export const http = axios.create({
  headers: { 'X-App-Type': '502' },
  withCredentials: true,
  timeout: 20_000,
  validateStatus: (status) => status === 200,
});

let bearerToken: string | null = null;
/** For clients that hold a token (the apps' webviews); the website never calls this. */
export function setBearerToken(token: string | null) {
  bearerToken = token;
}

http.interceptors.request.use((config) => {
  if (bearerToken) config.headers.set('Authorization', `Bearer ${bearerToken}`);
  return config;
});

let reauthStarted = false;

function carryOut(outcome: Outcome) {
  const notices = useNotices.getState();
  if (outcome.kind === 'toast') notices.toast(outcome.message, undefined, outcome.messageKey);
  if (outcome.kind === 'logoutDialog') notices.openLogoutDialog();
  if (outcome.kind === 'reauth' && !reauthStarted && !isLoginPage(window.location.pathname)) {
    reauthStarted = true;
    const target = loginUrlFor(window.location);
    void endSession().then(() => window.location.assign(target));
  }
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    const outcome = classify(response.status, response.data);
    if (outcome.kind === 'ok') return response;
    carryOut(outcome);
    return Promise.reject(toApiError(response.status, response.data));
  },
  (error: AxiosError) => {
    const status = error.response?.status ?? 0;
    const body = error.response?.data;
    carryOut(classify(status, body as never));
    return Promise.reject(toApiError(status, body));
  },
);
