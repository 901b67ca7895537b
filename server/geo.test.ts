import { describe, expect, it } from 'vitest';
import { parseCidrList } from './cidr';
import { DEFAULT_OWN_SERVER_RANGES } from './config';
import { geoInfo, isPrivateIp, ownServerRanges } from './geo';

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

  it('calls every visitor exposed except those from our own servers', () => {
    const own = parseCidrList('192.0.2.0/24, 2001:db8::/32', () => {});
    expect(geoInfo('203.0.113.7', new Headers(), '', own).is_exposed).toBe(true);
    expect(geoInfo('127.0.0.1', new Headers(), '', own).is_exposed).toBe(true);
    expect(geoInfo('192.0.2.44', new Headers(), '', own).is_exposed).toBe(false);
    expect(geoInfo('::ffff:192.0.2.44', new Headers(), '', own).is_exposed).toBe(false);
    expect(geoInfo('2001:db8:1::5', new Headers(), '', own).is_exposed).toBe(false);
    expect(geoInfo('192.0.2.44', new Headers(), '', []).is_exposed).toBe(true);
  });

  it('takes the demo servers\' documentation ranges when OWN_SERVER_RANGES is unset', () => {
    expect(DEFAULT_OWN_SERVER_RANGES).toBe('192.0.2.0/24,2001:db8::/32');
    if (process.env.OWN_SERVER_RANGES === undefined) {
      expect(ownServerRanges()).toEqual(parseCidrList(DEFAULT_OWN_SERVER_RANGES));
      expect(geoInfo('192.0.2.1', new Headers(), '').is_exposed).toBe(false);
    }
  });
});
