import { describe, expect, it } from 'vitest';
import { trailPaths } from './breadcrumbs';

describe('breadcrumb trails', () => {
  it('lead from the home page through each parent page the site has', () => {
    expect(trailPaths('/InternetAccess/vpn-for-streaming/netflix')).toEqual([
      '/', '/InternetAccess', '/InternetAccess/vpn-for-streaming', '/InternetAccess/vpn-for-streaming/netflix',
    ]);
    expect(trailPaths('/vpn-server/japan')).toEqual(['/', '/vpn-server', '/vpn-server/japan']);
    expect(trailPaths('/features/encryption')).toEqual(['/', '/features', '/features/encryption']);
    expect(trailPaths('/download/game-console')).toEqual(['/', '/download', '/download/game-console']);
  });

  it('are left to the pages that are not nested landing pages', () => {
    expect(trailPaths('/features')).toBeNull();
    expect(trailPaths('/pricing')).toBeNull();
    expect(trailPaths('/blog/wp-some-post')).toBeNull();
    expect(trailPaths('/paystatus/paypal')).toBeNull();
  });
});
