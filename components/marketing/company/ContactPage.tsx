import { renderIntro } from '@/components/layout/RoutePage';
import { CopyHtml, CtaBand, kitStyles, Section } from '@/components/marketing/kit';
import { companyCopy, EMAILS, LinkActions, type CompanyPageProps } from './shared';
import styles from './company.module.scss';

/**
 * /contact-us: e-mail and the live chat, both 24/7. The chat lives in the apps; the website loads no chat
 * widget (no third-party script on a pre-rendered page).
 */
export async function ContactPage({ locale, texts }: CompanyPageProps) {
  const { t, values } = await companyCopy(locale);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="contact-ways" heading={t('contact.ways.heading')} intro={t('contact.ways.intro')}>
        <ul className={kitStyles.cards}>
          <li className={kitStyles.card}>
            <h3>{t('contact.ways.email.title')}</h3>
            <p>{t('contact.ways.email.text')}</p>
            <p>
              <a href={`mailto:${EMAILS.support}`} className={styles.address}>
                {EMAILS.support}
              </a>
            </p>
          </li>
          <li className={kitStyles.card}>
            <h3>{t('contact.ways.chat.title')}</h3>
            <p>{t('contact.ways.chat.text')}</p>
          </li>
        </ul>
      </Section>
      <Section id="contact-include" heading={t('contact.include.heading')} tone="alt">
        <CopyHtml html={t.raw('contact.include.html') as string} />
      </Section>
      <Section id="contact-refunds" heading={t('contact.refunds.heading')}>
        <p className={styles.text}>{t('contact.refunds.text', values)}</p>
        <LinkActions locale={locale} links={[{ href: '/money-back-guarantee', label: t('contact.refunds.link') }]} />
      </Section>
      <CtaBand
        locale={locale}
        heading={t('contact.cta.heading')}
        text={t('contact.cta.text')}
        primary={{ href: '/faq', label: t('contact.cta.faq') }}
      />
    </>
  );
}
