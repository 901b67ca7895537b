import { describe, expect, it } from 'vitest';
import { geoInfo, isPrivateIp } from './geo';

describe('geoInfo', () => {
  it('has no country for loopback and private addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '172.20.0.1', '::1', 'fd00::1']) {
      expect(isPrivateIp(ip), ip).toBe(true);
      expect(geoInfo(ip, new Headers(), '')).toMatchObject({ country: '', country_code: '', user_ip: ip });
    }
  });

  it('finds the country of a public address offline', () => {
    expect(geoInfo('8.8.8.8', new Headers(), '').country_code).toBe('US');
    expect(geoInfo('8.8.8.8', new Headers(), '').country).toBe('United States');
  });

  it('believes the configured CDN header, and only that one', () => {
    const headers = new Headers({ 'cf-ipcountry': 'CN', 'x-country': 'DE' });
    expect(geoInfo('127.0.0.1', headers, 'cf-ipcountry')).toMatchObject({ country_code: 'CN', country: 'China' });
    expect(geoInfo('127.0.0.1', headers, '').country_code).toBe('');
    expect(geoInfo('127.0.0.1', new Headers({ 'cf-ipcountry': '<script>' }), 'cf-ipcountry').country_code).toBe('');
  });
});
