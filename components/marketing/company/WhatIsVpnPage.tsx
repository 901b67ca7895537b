import { renderIntro } from '@/components/layout/RoutePage';
import { CopyHtml, Section, StepList } from '@/components/marketing/kit';
import { companyCopy, SiteCta, STEP_KEYS, type CompanyPageProps } from './shared';
import styles from './company.module.scss';

/** /what-is-vpn: what a VPN is, how it works, what it does and does not do, and how to start. */
export async function WhatIsVpnPage({ locale, texts }: CompanyPageProps) {
  const { t } = await companyCopy(locale);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="vpn-what" heading={t('whatIsVpn.what.heading')}>
        <p className={styles.text}>{t('whatIsVpn.what.text')}</p>
      </Section>
      <Section id="vpn-how" heading={t('whatIsVpn.how.heading')} tone="alt">
        <CopyHtml html={t.raw('whatIsVpn.how.html') as string} />
      </Section>
      <Section id="vpn-limits" heading={t('whatIsVpn.limits.heading')}>
        <div className={styles.columns}>
          <div>
            <h3>{t('whatIsVpn.limits.does')}</h3>
            <CopyHtml html={t.raw('whatIsVpn.limits.doesHtml') as string} />
          </div>
          <div>
            <h3>{t('whatIsVpn.limits.doesNot')}</h3>
            <CopyHtml html={t.raw('whatIsVpn.limits.doesNotHtml') as string} />
          </div>
        </div>
      </Section>
      <Section id="vpn-start" heading={t('whatIsVpn.start.heading')} tone="alt">
        <StepList steps={STEP_KEYS.map((key) => t(`whatIsVpn.start.steps.${key}`))} />
      </Section>
      <SiteCta locale={locale} t={t} />
    </>
  );
}
