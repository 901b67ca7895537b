// The home page's short versions of the pricing and FAQ pages, each leading to the full page.
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import styles from './Home.module.scss';

// The 24-month offer: the recommended plan of the plan catalogue (docs/behaviour.md#plans).
const OFFER = { discount: 0.65, months: 24, monthPrice: 4.17, currency: 'USD' } as const;
const FAQ_KEYS = ['safe', 'free', 'connect'] as const;

export async function PricingTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'homePage.pricing' });
  const values = {
    discount: new Intl.NumberFormat(locale, { style: 'percent' }).format(OFFER.discount),
    months: OFFER.months,
    price: new Intl.NumberFormat(locale, { style: 'currency', currency: OFFER.currency }).format(OFFER.monthPrice),
    moneyBackDays: figureValues(locale).moneyBackDays,
  };
  return (
    <Section id="offer" heading={t('heading', values)}>
      <div className={styles.offer}>
        <p className={styles.offerText}>{t('text', values)}</p>
        <p>{t('guarantee', values)}</p>
        <AppLink href="/pricing" locale={locale} className={styles.button}>
          {t('link')}
        </AppLink>
      </div>
    </Section>
  );
}

export async function FaqTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'homePage.faq' });
  return (
    <Section id="questions" heading={t('heading')} tone="alt">
      <ul className={styles.faq}>
        {FAQ_KEYS.map((key) => (
          <li key={key}>
            <h3>{t(`${key}.q`)}</h3>
            <p>{t(`${key}.a`)}</p>
          </li>
        ))}
      </ul>
      <p>
        <AppLink href="/faq" locale={locale} className={styles.more}>
          {t('link')}
        </AppLink>
      </p>
    </Section>
  );
}
