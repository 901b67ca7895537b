import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, Disclosure, Section, StepList } from '@/components/marketing/kit';
import { PARTNERS } from '@/lib/tracking/affiliate';
import { DataTable } from '@/components/marketing/kit';
import { companyCopy, EMAILS, MailAction, PartnerCta, STEP_KEYS, type CompanyPageProps } from './shared';
import styles from './company.module.scss';

/** The networks behind the click-id cookies (lib/tracking/affiliate.ts); brand names, not translated. */
const NETWORK: Record<(typeof PARTNERS)[number]['cookie'], string> = {
  cje: 'CJ',
  admitad_uid: 'Admitad',
  'cf-click': 'CF',
};
const PARTNER_QUALITIES = ['audience', 'honest', 'useful'] as const;
const QUESTIONS = ['paid', 'refund'] as const;
const SECONDS_PER_DAY = 86_400;

/** /affiliate-program: how it works, how referrals are attributed (the real cookie windows), joining. */
export async function AffiliatePage({ locale, texts }: CompanyPageProps) {
  const { t, values } = await companyCopy(locale);
  // 45-day windows first, as the program describes them.
  const partners = [...PARTNERS].sort((a, b) => b.maxAge - a.maxAge);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="affiliate-how" heading={t('affiliate.how.heading')}>
        <StepList steps={STEP_KEYS.map((key) => t(`affiliate.how.steps.${key}`))} />
      </Section>
      <Section id="affiliate-tracking" heading={t('affiliate.tracking.heading')} intro={t('affiliate.tracking.intro')} tone="alt">
        <DataTable
          id="affiliate-cookies"
          caption={t('affiliate.tracking.caption')}
          columns={[t('affiliate.tracking.network'), t('affiliate.tracking.cookie'), t('affiliate.tracking.window')]}
          rows={partners.map((p) => ({
            key: p.cookie,
            header: NETWORK[p.cookie],
            cells: [<code key="c">{p.cookie}</code>, t('affiliate.tracking.days', { days: p.maxAge / SECONDS_PER_DAY })],
          }))}
        />
      </Section>
      <Section id="affiliate-commission" heading={t('affiliate.commission.heading')}>
        <p className={styles.text}>{t('affiliate.commission.text')}</p>
      </Section>
      <Section id="affiliate-partners" heading={t('affiliate.partners.heading')} tone="alt">
        <CardGrid
          locale={locale}
          cards={PARTNER_QUALITIES.map((key) => ({
            title: t(`affiliate.partners.${key}.title`),
            text: t(`affiliate.partners.${key}.text`),
          }))}
        />
      </Section>
      <Section id="affiliate-join" heading={t('affiliate.join.heading')}>
        <p className={styles.text}>{t('affiliate.join.text')}</p>
        <MailAction email={EMAILS.affiliates} label={t('affiliate.join.button')} />
      </Section>
      <Section id="affiliate-faq" heading={t('affiliate.faq.heading')}>
        {QUESTIONS.map((key) => (
          <Disclosure key={key} summary={t(`affiliate.faq.${key}.q`)}>
            <p>{t(`affiliate.faq.${key}.a`, values)}</p>
          </Disclosure>
        ))}
      </Section>
      <PartnerCta locale={locale} t={t} />
    </>
  );
}
