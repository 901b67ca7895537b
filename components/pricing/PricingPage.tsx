// /pricing: the plans (pre-rendered, revalidated), free versus premium, payment methods, the guarantee, an
// FAQ excerpt and the Product JSON-LD built from the same plans. Only the plan cards are client code.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink';
import { SignedOutOnly } from '@/components/ui/SignedOutOnly';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/site';
import { pricingJsonLd, RATING } from '@/lib/plans/jsonLd';
import type { Plan } from '@/lib/plans/types';
import { PlanPicker } from './PlanPicker';
import styles from './Pricing.module.scss';

/** Brand names are not translated; the generic methods are. */
export const PAYMENT_BRANDS = ['Bitcoin', 'PayPal', 'iTunes', 'Visa'] as const;
const COMPARE = ['ads', 'killSwitch', 'speed', 'servers'] as const;
const FAQ = ['cancel', 'refund', 'devices'] as const;

export async function PricingPage({ locale, plans }: { locale: Locale; plans: readonly Plan[] }) {
  const t = await getTranslations({ locale, namespace: 'pricing' });
  const ts = await getTranslations({ locale, namespace: 'signup.entry' });
  const messages = await getMessages({ locale });
  // No plans only when the service is unreachable and this process never had an answer: say so, and
  // publish no offer data rather than a wrong one.
  const jsonLd = plans.length > 0 ? pricingJsonLd(plans, absoluteUrl(localizePath('/pricing', locale))) : null;
  // The count goes in as a number: the message chooses its plural form from it and formats it for the language.
  const count = RATING.count;
  const rating = new Intl.NumberFormat(locale).format(RATING.value);

  return (
    <>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />}
      <p className={styles.rating}>{t('rating', { rating, count })}</p>
      <NextIntlClientProvider locale={locale} messages={{ pricing: messages.pricing, plans: messages.plans }}>
        {plans.length > 0 ? (
          <PlanPicker initialPlans={plans} knownIds={plans.map((p) => p.id)} />
        ) : (
          <p role="status" className={styles.unavailable}>{t('unavailable')}</p>
        )}
      </NextIntlClientProvider>
      {/* The free tier, for visitors without an account (docs/behaviour.md#signup). */}
      <SignedOutOnly>
        <p className={styles.freeAccount}>
          {ts('pricing')} <AppLink href="/signup" locale={locale}>{ts('pricingLink')}</AppLink>
        </p>
      </SignedOutOnly>

      <section aria-labelledby="compare" className={styles.section}>
        <h2 id="compare">{t('compare.title')}</h2>
        <table className={styles.compare}>
          <thead>
            <tr><th scope="col">{t('compare.feature')}</th><th scope="col">{t('compare.free')}</th><th scope="col">{t('compare.premium')}</th></tr>
          </thead>
          <tbody>
            {COMPARE.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`compare.${row}.name`)}</th>
                <td>{t(`compare.${row}.free`)}</td>
                <td>{t(`compare.${row}.premium`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="methods" className={styles.section}>
        <h2 id="methods">{t('methods.title')}</h2>
        <ul className={styles.methods}>
          {PAYMENT_BRANDS.map((brand) => <li key={brand}>{brand}</li>)}
          <li>{t('methods.card')}</li>
        </ul>
      </section>

      <section aria-labelledby="guarantee" className={`${styles.section} ${styles.guarantee}`}>
        <h2 id="guarantee">{t('guarantee.title')}</h2>
        <p>{t('guarantee.text')}</p>
        <p>
          <AppLink href="/money-back-guarantee" locale={locale}>{t('guarantee.link')}</AppLink>
        </p>
      </section>

      <section aria-labelledby="plans-faq" className={styles.section}>
        <h2 id="plans-faq">{t('faq.title')}</h2>
        {FAQ.map((q) => (
          <details key={q} className={styles.faq}>
            <summary>{t(`faq.${q}.q`)}</summary>
            <p>{t(`faq.${q}.a`)}</p>
          </details>
        ))}
        <p>
          <AppLink href="/faq" locale={locale}>{t('faq.more')}</AppLink>
        </p>
      </section>
    </>
  );
}
