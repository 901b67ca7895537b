// The client texts of one campaign page, and nothing else: each page's small client part gets only its own
// namespace (campaignPages.edmsub, .survey or .promotion), never every message.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

type Part = 'edmsub' | 'survey' | 'promotion';

export async function CampaignMessages({ locale, part, children }: { locale: Locale; part: Part; children: React.ReactNode }) {
  const messages = await getMessages({ locale });
  const group = (messages.campaignPages ?? {}) as Record<string, unknown>;
  return (
    <NextIntlClientProvider locale={locale} messages={{ campaignPages: { [part]: group[part] ?? {} } }}>
      {children}
    </NextIntlClientProvider>
  );
}
