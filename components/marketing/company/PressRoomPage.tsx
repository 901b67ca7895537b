import { renderIntro } from '@/components/layout/RoutePage';
import { CopyHtml, FactList, Section } from '@/components/marketing/kit';
import { companyCopy, EMAILS, figureFacts, LinkActions, MailAction, SiteCta, type CompanyPageProps } from './shared';
import styles from './company.module.scss';

/** /press-room: quotable facts, how to write the name, the press contact, a boilerplate and the news. */
export async function PressRoomPage({ locale, texts }: CompanyPageProps) {
  const { t, values } = await companyCopy(locale);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="press-facts" heading={t('press.facts.heading')} intro={t('press.facts.intro')}>
        <FactList facts={figureFacts(t, locale, ['servers', 'countries', 'users', 'rating', 'moneyBack'])} />
        <CopyHtml html={t.raw('press.facts.html') as string} />
      </Section>
      <Section id="press-brand" heading={t('press.brand.heading')} tone="alt">
        <p className={styles.text}>{t('press.brand.text')}</p>
      </Section>
      <Section id="press-contact" heading={t('press.contact.heading')}>
        <p className={styles.text}>{t('press.contact.text')}</p>
        <MailAction email={EMAILS.press} label={t('press.contact.button')} />
      </Section>
      <Section id="press-boilerplate" heading={t('press.boilerplate.heading')} tone="alt">
        <p className={styles.text}>{t('press.boilerplate.text', values)}</p>
      </Section>
      <Section id="press-news" heading={t('press.news.heading')}>
        <p className={styles.text}>{t('press.news.text')}</p>
        <LinkActions locale={locale} links={[{ href: '/blog', label: t('press.news.link') }]} />
      </Section>
      <SiteCta locale={locale} t={t} />
    </>
  );
}
