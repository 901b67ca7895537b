// What each feature page is made of besides its copy: the how-to steps (shared step messages, so every
// page describes the apps the same way), the related features, and which features need premium.
import type { Feature } from '@/lib/content/catalog';

export type StepKey = 'open' | 'settings' | 'server' | 'nearby' | 'protocol' | 'killSwitch' | 'split' | 'wifi' | 'connect' | 'auto';

export const FEATURE_STEPS: Record<Feature, readonly StepKey[]> = {
  'anonymous-browsing': ['open', 'server', 'connect', 'auto'],
  'automatic-kill-switch': ['open', 'settings', 'killSwitch', 'connect'],
  encryption: ['open', 'protocol', 'connect'],
  'isp-throttling': ['open', 'server', 'connect', 'auto'],
  'no-logs': ['open', 'connect', 'auto'],
  'private-dns': ['open', 'connect', 'auto'],
  'spilt-tunneling': ['open', 'settings', 'split', 'connect'],
  'turbo-speed': ['open', 'nearby', 'connect'],
  'wifi-protection': ['wifi', 'open', 'connect'],
};

export const RELATED_FEATURES: Record<Feature, readonly Feature[]> = {
  'anonymous-browsing': ['no-logs', 'private-dns', 'encryption'],
  'automatic-kill-switch': ['wifi-protection', 'encryption', 'no-logs'],
  encryption: ['wifi-protection', 'private-dns', 'automatic-kill-switch'],
  'isp-throttling': ['turbo-speed', 'encryption', 'spilt-tunneling'],
  'no-logs': ['anonymous-browsing', 'private-dns', 'encryption'],
  'private-dns': ['no-logs', 'anonymous-browsing', 'encryption'],
  'spilt-tunneling': ['turbo-speed', 'automatic-kill-switch', 'isp-throttling'],
  'turbo-speed': ['isp-throttling', 'spilt-tunneling', 'encryption'],
  'wifi-protection': ['encryption', 'automatic-kill-switch', 'private-dns'],
};

/** Features of the premium (VIP) plan (FAQ: premium adds the kill switch; split tunneling likewise). */
export const PREMIUM_FEATURES: ReadonlySet<Feature> = new Set<Feature>(['automatic-kill-switch', 'spilt-tunneling']);

export const WHEN_KEYS = ['1', '2', '3'] as const;
