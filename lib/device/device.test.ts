import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/browser/testing';
import { detectDevice, isH5, rememberDevice, type Device } from './device';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('detectDevice', () => {
  it.each<[string, Device]>([
    [UA.iphone, 'ios'],
    [UA.android, 'android'],
    [UA.windows, 'windows'],
    [UA.chromebook, 'chrome'],
    [UA.ipadDesktop, 'mac'],
    [UA.linux, ''],
    ['', ''],
  ])('reads the UA string %#', (ua, device) => {
    expect(detectDevice(ua)).toBe(device);
  });

  it('treats a touch "Macintosh" as an iPad in desktop mode', () => {
    expect(detectDevice(UA.ipadDesktop, undefined, 5)).toBe('ios');
    expect(detectDevice(UA.ipadDesktop, undefined, 1)).toBe('mac');
  });

  it.each<[string, Device]>([
    ['Android', 'android'],
    ['Chrome OS', 'chrome'],
    ['macOS', 'mac'],
    ['Windows', 'windows'],
    ['iOS', 'ios'],
  ])('prefers Client Hints platform %s over the UA string', (platform, device) => {
    // The frozen UA of Chromium says Windows regardless; the hint wins.
    expect(detectDevice(UA.windows, { platform })).toBe(device);
  });

  it('falls back to the UA string for hint platforms it does not know', () => {
    expect(detectDevice(UA.chromebook, { platform: 'Linux' })).toBe('chrome');
    expect(detectDevice(UA.linux, { platform: '' })).toBe('');
  });

  it('recognises an iPad behind a macOS hint by its touch points', () => {
    expect(detectDevice(UA.ipadDesktop, { platform: 'macOS' }, 5)).toBe('ios');
  });
});

describe('rememberDevice', () => {
  it('detects once per session and keeps the answer under "device"', () => {
    const s = memoryStorage();
    let calls = 0;
    const detect = (): Device => (calls++, 'android');
    expect(rememberDevice(s, detect)).toBe('android');
    expect(s.data.get('device')).toBe('android');
    expect(rememberDevice(s, () => 'windows')).toBe('android');
    expect(calls).toBe(1);
  });

  it('ignores an invalid stored value and does not store an unknown platform', () => {
    const s = memoryStorage();
    s.setItem('device', 'toaster');
    expect(rememberDevice(s, () => 'mac')).toBe('mac');
    const empty = memoryStorage();
    expect(rememberDevice(empty, () => '')).toBe('');
    expect(empty.data.has('device')).toBe(false);
  });

  it('still answers when storage is missing or throws', () => {
    const throwing = { getItem: () => { throw new Error('x'); }, setItem: () => { throw new Error('x'); }, removeItem: () => {} };
    expect(rememberDevice(null, () => 'ios')).toBe('ios');
    expect(rememberDevice(throwing, () => 'windows')).toBe('windows');
  });
});

describe('isH5', () => {
  it('is true below 750 pixels only', () => {
    expect(isH5(749)).toBe(true);
    expect(isH5(750)).toBe(false);
    expect(isH5(1280)).toBe(false);
  });
});
