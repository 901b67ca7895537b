import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, CopyHtml, Section, StepList } from '@/components/marketing/kit';
import { companyCopy, EMAILS, MailAction, PartnerCta, STEP_KEYS, type CompanyPageProps } from './shared';

/** /influencer: what creators get, who we look for and how to apply. */
export async function InfluencerPage({ locale, texts }: CompanyPageProps) {
  const { t } = await companyCopy(locale);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="influencer-offer" heading={t('influencer.offer.heading')}>
        <CardGrid
          locale={locale}
          cards={[
            { title: t('influencer.offer.access.title'), text: t('influencer.offer.access.text') },
            { title: t('influencer.offer.link.title'), text: t('influencer.offer.link.text'), href: '/affiliate-program' },
            { title: t('influencer.offer.freedom.title'), text: t('influencer.offer.freedom.text') },
          ]}
        />
      </Section>
      <Section id="influencer-who" heading={t('influencer.who.heading')} tone="alt">
        <CopyHtml html={t.raw('influencer.who.html') as string} />
      </Section>
      <Section id="influencer-apply" heading={t('influencer.apply.heading')}>
        <StepList steps={STEP_KEYS.map((key) => t(`influencer.apply.steps.${key}`))} />
        <MailAction email={EMAILS.creators} label={t('influencer.apply.button')} />
      </Section>
      <PartnerCta locale={locale} t={t} />
    </>
  );
}
