import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, FactList, Section } from '@/components/marketing/kit';
import { companyCopy, figureFacts, LinkActions, SiteCta, type CompanyPageProps } from './shared';
import styles from './company.module.scss';

const BELIEFS = ['privacy', 'noLogs', 'pricing'] as const;

/** /aboutus: who we are, what we believe and how we work, with the way to support and the press room. */
export async function AboutPage({ locale, texts }: CompanyPageProps) {
  const { t, values } = await companyCopy(locale);
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="about-who" heading={t('about.who.heading')}>
        <p className={styles.text}>{t('about.who.text', values)}</p>
        <FactList facts={figureFacts(t, locale, ['servers', 'countries', 'users'])} />
      </Section>
      <Section id="about-believe" heading={t('about.believe.heading')} tone="alt">
        <CardGrid
          locale={locale}
          cards={BELIEFS.map((key) => ({
            title: t(`about.believe.${key}.title`),
            text: t(`about.believe.${key}.text`, values),
          }))}
        />
      </Section>
      <Section id="about-work" heading={t('about.work.heading')}>
        <p className={styles.text}>{t('about.work.text')}</p>
        <LinkActions
          locale={locale}
          links={[
            { href: '/contact-us', label: t('about.work.contact') },
            { href: '/press-room', label: t('about.work.press') },
          ]}
        />
      </Section>
      <SiteCta locale={locale} t={t} />
    </>
  );
}
