import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { config } from './config';
import { call } from './testing';

const mutable = config as { -readonly [K in keyof typeof config]: (typeof config)[K] };
let server: Server;
let seen: { method?: string; url?: string; authorization?: string; body?: string; headers?: Record<string, unknown> } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, authorization: req.headers.authorization, body, headers: req.headers };
      if (req.url?.startsWith('/api/mms/slow')) return; // never answers
      // An account with two-step sign-in: the right password answers 10020 with a challenge, no token.
      if (req.url?.endsWith('/web/login') && body.includes('mfa@b.c')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 10020, msg: 'Enter the code from your authenticator app', data: { challenge: 'c'.repeat(43), expires_at: 1 } }));
      }
      if (req.url?.includes('/web/login') || req.url?.includes('/web/signup') || req.url?.includes('/web/order/create')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 200, msg: 'ok', data: { token: 'up-token-123', email: 'a@b.c' } }));
      }
      res.writeHead(418, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 41800, msg: 'teapot', data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mutable.upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  mutable.upstreamTimeoutMs = 10_000;
});
afterAll(() => {
  mutable.upstreamUrl = '';
  server.closeAllConnections();
  server.close();
});

describe('upstream mode', () => {
  it('asks the service for the token of a sign-in or a visitor checkout, and passes Origin and the addressed host on', async () => {
    for (const path of ['/account/v1/web/login', '/account/reca/r2/v1/web/login', '/account/reca/r2/v1/web/signup', '/payment/v1/web/order/create']) {
      const result = await call('POST', path, { body: { username: 'a@b.c' } });
      expect(seen.headers, path).toMatchObject({ 'x-token-transport': 'bearer', origin: 'http://localhost:3000', 'x-forwarded-host': 'localhost:3000' });
      expect(result.cookies.paypal_token, path).toBe('up-token-123');
      expect(result.body.data.token, path).toBeUndefined();
    }
    await call('GET', '/account/v1/web/profile', { token: 'b'.repeat(32) });
    expect(seen.headers?.['x-token-transport']).toBeUndefined();
  });

  it('forwards the call unchanged with the bearer token from the cookie, passing status and body through', async () => {
    const result = await call('GET', '/account/v1/web/profile', { token: 'a'.repeat(32), query: { x: '1' } });
    expect(seen).toMatchObject({ method: 'GET', url: '/api/mms/account/v1/web/profile?x=1', authorization: `Bearer ${'a'.repeat(32)}` });
    expect(result.status).toBe(418);
    expect(result.body).toEqual({ code: 41800, msg: 'teapot', data: null });
  });

  it('moves a sign-in token into the HttpOnly cookie and out of the body', async () => {
    const result = await call('POST', '/account/v1/web/login', { body: { username: 'a@b.c', password: 'x' } });
    expect(JSON.parse(seen.body!)).toEqual({ username: 'a@b.c', password: 'x' });
    expect(result.cookies.paypal_token).toBe('up-token-123');
    expect(result.body.data).toEqual({ email: 'a@b.c' });
  });

  it("treats the two-step sign-in's second call like the sign-in: its token goes into the HttpOnly cookie", async () => {
    for (const path of ['/account/v1/web/login/2fa', '/account/reca/r3/v1/web/login/2fa']) {
      const result = await call('POST', path, { body: { challenge: 'c'.repeat(43), code: '123456' } });
      expect(seen.headers, path).toMatchObject({ 'x-token-transport': 'bearer' });
      expect(result.cookies.paypal_token, path).toBe('up-token-123');
      expect(result.body.data.token, path).toBeUndefined();
    }
  });

  it("passes a sign-in's 10020 answer through with its challenge and sets no cookie", async () => {
    const result = await call('POST', '/account/v1/web/login', { body: { username: 'mfa@b.c', password: 'x' } });
    expect(result.body).toEqual({ code: 10020, msg: 'Enter the code from your authenticator app', data: { challenge: 'c'.repeat(43), expires_at: 1 } });
    expect(result.cookies).toEqual({});
  });

  it('still refuses cross-site posts', async () => {
    const result = await call('POST', '/account/v1/web/login', { body: {}, headers: { origin: 'https://evil.example' } });
    expect(result.status).toBe(403);
  });

  it('answers 504 with a code when the service is too slow, and 502 when it is not there', async () => {
    mutable.upstreamTimeoutMs = 300;
    const slow = await call('GET', '/slow');
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe(Code.UPSTREAM_TIMEOUT);
    const saved = mutable.upstreamUrl;
    mutable.upstreamUrl = 'http://127.0.0.1:1';
    const down = await call('GET', '/account/v1/web/profile');
    mutable.upstreamUrl = saved;
    expect(down.status).toBe(502);
    expect(down.body.code).toBe(Code.UPSTREAM_UNAVAILABLE);
  });
});
