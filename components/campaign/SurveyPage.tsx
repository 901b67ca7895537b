// /ext/survey (standalone layout: only the logo and the content): the intro, then the feedback form.
import { renderIntro } from '@/components/layout/RoutePage';
import { MinimalShell } from '@/components/layout/MinimalShell';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { CampaignMessages } from './CampaignMessages';
import { SurveyForm } from './SurveyForm';

export function SurveyPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  return (
    <MinimalShell locale={locale}>
      {renderIntro(locale, texts)}
      <CampaignMessages locale={locale} part="survey">
        <SurveyForm locale={locale} />
      </CampaignMessages>
    </MinimalShell>
  );
}
