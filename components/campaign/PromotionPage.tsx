// /promotion: the campaign offer (docs/behaviour.md#campaigns). Pre-rendered; only CampaignStatus runs in the
// browser. The price is formatted for the page's language; the status shown before hydration is decided
// from the campaign dates at build time, so the HTML never carries a running countdown frozen at build (only
// the zeros of an ended one, which cannot change).
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { kitStyles, Section } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { buildState, formatCampaignDate, formatPrice, promotion } from '@/lib/campaign/promotion';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { CampaignMessages } from './CampaignMessages';
import { CampaignStatus } from './CampaignStatus';
import styles from './campaign.module.scss';

const INCLUDED_KEYS = ['1', '2', '3', '4', '5'] as const;

export async function PromotionPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await getTranslations({ locale, namespace: 'campaignPages.promotion' });
  const figures = figureValues(locale);
  const percent = promotion.percent;
  const dates = { start: formatCampaignDate(promotion.start, locale), end: formatCampaignDate(promotion.end, locale) };

  const ended = (
    <>
      <p>{t('endedText', dates)}</p>
      <AppLink href="/pricing" locale={locale} className={styles.action}>{t('endedLink')}</AppLink>
    </>
  );
  const neutral = <p className={styles.status}>{t('window', dates)}</p>;
  // A server component pre-rendered at build, not a render to keep pure: the build time is what decides the
  // state the HTML shows before CampaignStatus hydrates and takes over.
  // eslint-disable-next-line react-hooks/purity
  const builtState = buildState(promotion, Date.now());
  const offer = (
    <AppLink href={`/pricing/checkout/${promotion.planId}`} locale={locale} className={styles.action}>
      {t('buy', { percent })}
    </AppLink>
  );

  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="offer" heading={t('offerHeading', { percent })}>
        <div className={styles.offer}>
          <p className={styles.badge}>{t('badge', { percent })}</p>
          <p className={styles.price}>{t('perMonth', { price: formatPrice(promotion.monthPrice, promotion.currency, locale) })}</p>
          <p>{t('moneyBack', { days: promotion.moneyBackDays })}</p>
          <CampaignMessages locale={locale} part="promotion">
            <CampaignStatus start={promotion.start} end={promotion.end} built={builtState} neutral={neutral}
              ended={ended} offer={offer} />
          </CampaignMessages>
        </div>
      </Section>
      <Section id="included" heading={t('includedHeading')} tone="alt">
        <ul className={`${kitStyles.prose} ${styles.included}`}>
          {INCLUDED_KEYS.map((key) => <li key={key}>{t(`included.${key}`, figures)}</li>)}
        </ul>
      </Section>
    </>
  );
}
