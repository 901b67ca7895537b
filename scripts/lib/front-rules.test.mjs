import { describe, expect, it } from 'vitest';
import { HIDDEN_RESPONSE_HEADERS, pageNotFoundPath, stampClient, triage } from './front-rules.mjs';

describe('stampClient', () => {
  it('without a trusted front, the socket decides the address and forwarded headers are dropped', () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-real-ip': '9.9.9.9' };
    stampClient(headers, '203.0.113.7', false);
    expect(headers).toEqual({ 'x-forwarded-for': '203.0.113.7' });
  });

  it('behind our front, what the front wrote stays', () => {
    const headers = { 'x-forwarded-for': '198.51.100.2', 'x-forwarded-proto': 'https' };
    stampClient(headers, '127.0.0.1', true);
    expect(headers).toEqual({ 'x-forwarded-for': '198.51.100.2', 'x-forwarded-proto': 'https' });
  });
});

describe('triage', () => {
  it.each([
    ['GET', '/blog/%ZZ', { action: 'malformed', api: false }],
    ['GET', '/de/blog/tag/%E0%A4%A', { action: 'malformed', api: false }],
    ['GET', '/vpn-server/%', { action: 'malformed', api: false }],
    ['GET', '/download/a%00b', { action: 'malformed', api: false }],
    ['POST', '/api/mms/%ZZ', { action: 'malformed', api: true }],
    ['GET', '/ws/mm/%ZZ/x', { action: 'malformed', api: true }],
    ['TRACE', '/api/mms/payment/v1/providers/plans', { action: 'refuse', status: 405 }],
    ['track', '/', { action: 'refuse', status: 405 }],
    ['GET', '/_next/image?url=%5Cevil&w=64&q=75', { action: 'bad-image' }],
    ['GET', '/_next/image?url=/blog/%5C..&w=64&q=75', { action: 'bad-image' }],
    ['GET', '/_next/image?url=//evil.example/x.png&w=64&q=75', { action: 'bad-image' }],
    ['GET', '/_next/image?url=/blog/../icon.svg&w=64&q=75', { action: 'bad-image' }],
    ['GET', '/_next/image?url=/blog/%ZZ&w=64&q=75', { action: 'bad-image' }],
    ['GET', '/_next/image?url=/blog/%25E0%25A4%25A&w=64&q=75', { action: 'bad-image' }],
  ])('%s %s', (method, url, expected) => {
    expect(triage(method, url)).toEqual(expected);
  });

  it.each([
    ['GET', '/'], ['GET', '/blog/sys-114'], ['GET', '/de/blog/caf%C3%A9'], ['GET', '/pricing?plan=%ZZ'],
    ['POST', '/api/mms/account/v1/web/login'], ['HEAD', '/faq'], ['OPTIONS', '/api/mms/x'],
    ['GET', '/_next/image?url=%2Fblog%2Fcover.png&w=640&q=75'],
  ])('passes %s %s', (method, url) => {
    expect(triage(method, url)).toEqual({ action: 'pass' });
  });

  it('turns the bad segments of a page path into one that names no page, keeping the language prefix', () => {
    expect(pageNotFoundPath('/de/blog/%ZZ')).toBe('/de/blog/_malformed');
    expect(pageNotFoundPath('/download/a%00b')).toBe('/download/_malformed');
    expect(pageNotFoundPath('/%E0%A4%A/x')).toBe('/_malformed/x');
    expect(pageNotFoundPath('/de/blog/caf%C3%A9')).toBe('/de/blog/caf%C3%A9');
  });

  it('hides the routing headers', () => {
    expect(HIDDEN_RESPONSE_HEADERS.has('x-middleware-rewrite')).toBe(true);
    expect(HIDDEN_RESPONSE_HEADERS.has('x-matched-path')).toBe(true);
  });
});
