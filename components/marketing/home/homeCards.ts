// The home page's link cards: protections (feature pages), use cases and platforms (download pages).
import { getTranslations } from 'next-intl/server';
import { featureCards } from '@/components/marketing/features/featureCards';
import type { Card } from '@/components/marketing/kit';
import type { Feature } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';

const PROTECTIONS: readonly Feature[] = ['no-logs', 'automatic-kill-switch', 'private-dns', 'spilt-tunneling', 'isp-throttling'];

const USE_CASES = [
  ['unblock', '/InternetAccess'],
  ['streaming', '/InternetAccess/vpn-for-streaming'],
  ['secure', '/features/encryption'],
  ['wifi', '/features/wifi-protection'],
  ['gaming', '/InternetAccess/vpn-for-gaming'],
  ['anonymous', '/features/anonymous-browsing'],
] as const;

/** Platform names are brand names, the same in every language; consoles are named in the messages. */
export const PLATFORMS = [
  { name: 'Windows', href: '/download/windows' },
  { name: 'macOS', href: '/download/macos' },
  { name: 'iOS', href: '/download/ios' },
  { name: 'Android', href: '/download/androidpro' },
  { name: 'Chrome', href: '/download' },
  { name: null, href: '/download/game-console' },
] as const;

export async function protectionCards(locale: Locale): Promise<Card[]> {
  const t = await getTranslations({ locale, namespace: 'homePage.protections' });
  const support = { title: t('support.title'), text: t('support.text'), href: '/contact-us' };
  return [...(await featureCards(locale, PROTECTIONS)), support];
}

export async function cardsOfUseCases(locale: Locale): Promise<Card[]> {
  const t = await getTranslations({ locale, namespace: 'homePage.useCases' });
  return USE_CASES.map(([key, href]) => ({ title: t(`${key}.title`), text: t(`${key}.text`), href }));
}
