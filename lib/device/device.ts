// The visitor's platform, which picks the download link (docs/behaviour.md#content) and tags analytics events.
// User-Agent Client Hints are preferred: Chromium freezes the UA string, and iPadOS in desktop mode
// claims to be a Mac there. The result is kept for the session so every page agrees on it.
import type { StorageLike } from '@/lib/browser/localStore';

export type Device = 'mac' | 'ios' | 'android' | 'windows' | 'chrome' | '';

/** The part of `navigator.userAgentData` we read (Chromium only). */
export interface UaData {
  platform?: string;
}

/** Below this width the site shows its mobile (H5) layout (docs/behaviour.md#constants). */
export const MIN_SCREEN_WIDTH = 750;
export const DEVICE_SESSION_KEY = 'device';

const DEVICES: readonly Device[] = ['mac', 'ios', 'android', 'windows', 'chrome'];

const HINT_PLATFORMS: Record<string, Device> = {
  android: 'android',
  'chrome os': 'chrome',
  chromeos: 'chrome',
  macos: 'mac',
  windows: 'windows',
  ios: 'ios',
};

export function detectDevice(userAgent: string, uaData?: UaData | null, maxTouchPoints = 0): Device {
  const hinted = HINT_PLATFORMS[(uaData?.platform ?? '').toLowerCase()];
  // A Mac with touch points is an iPad asking for desktop sites; hints say 'macOS' there too.
  if (hinted) return hinted === 'mac' && maxTouchPoints > 1 ? 'ios' : hinted;
  const ua = userAgent;
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  // Before the Linux/Mac checks: Android UAs also say Linux, some say "like Mac OS X".
  if (/Android/i.test(ua)) return 'android';
  if (/CrOS/.test(ua)) return 'chrome';
  if (/Macintosh|Mac OS X/.test(ua)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  if (/Windows/.test(ua)) return 'windows';
  return '';
}

/** The session's device: the stored one when valid, else `detect()`'s answer, stored. Never throws. */
export function rememberDevice(storage: StorageLike | null | undefined, detect: () => Device): Device {
  try {
    const stored = storage?.getItem(DEVICE_SESSION_KEY) as Device | null | undefined;
    if (stored && DEVICES.includes(stored)) return stored;
  } catch {
    // Disabled storage: detect on every page instead.
  }
  const device = detect();
  try {
    // An unknown platform is not stored, so a later page can still recognise it.
    if (device) storage?.setItem(DEVICE_SESSION_KEY, device);
  } catch {
    // As above.
  }
  return device;
}

export function isH5(width: number): boolean {
  return width < MIN_SCREEN_WIDTH;
}

/** The browser's own answer, for ClientRuntime. */
export function browserDevice(): Device {
  const nav = navigator as Navigator & { userAgentData?: UaData };
  return detectDevice(nav.userAgent, nav.userAgentData, nav.maxTouchPoints ?? 0);
}
