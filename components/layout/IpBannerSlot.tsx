// The IP banner's place in a marketing layout (docs/behaviour.md#ip-banner): the client banner with its own
// texts only, so no other message travels to the browser for it.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { IpBanner } from './IpBanner';

export async function IpBannerSlot({ locale }: { locale: Locale }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ ipBanner: messages.ipBanner }}>
      <IpBanner locale={locale} />
    </NextIntlClientProvider>
  );
}
