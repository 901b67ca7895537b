// /edmsub: the newsletter's subscribe form, and the unsubscribe confirmation its e-mails link to.
import { renderIntro } from '@/components/layout/RoutePage';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { CampaignMessages } from './CampaignMessages';
import { NewsletterPanel } from './NewsletterPanel';

export function NewsletterPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  return (
    <>
      {renderIntro(locale, texts)}
      <CampaignMessages locale={locale} part="edmsub">
        <NewsletterPanel locale={locale} />
      </CampaignMessages>
    </>
  );
}
