import { describe, expect, it } from 'vitest';
import { siteUrlWarning } from './site';

describe('siteUrlWarning', () => {
  it('warns a build without SITE_URL that every absolute link would name localhost', () => {
    const warning = siteUrlWarning({});
    expect(warning).toContain('SITE_URL is not set');
    expect(warning).toContain('http://localhost:3000');
    expect(warning).toContain('e-mails');
  });

  it('is quiet when SITE_URL is set', () => {
    expect(siteUrlWarning({ SITE_URL: 'https://www.harborvpn.example' })).toBeNull();
  });
});
