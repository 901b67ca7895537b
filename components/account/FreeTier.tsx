// /myAccount for an account without an active subscription (a new sign-up, or one whose time ran out): what the
// free tier includes and what premium adds, as the FAQ describes them (ad-supported, no kill switch, standard
// speed on some locations), and the upgrade to checkout, where the recommended plan is chosen by default
// (lib/plans/selectPlan.ts). docs/behaviour.md#signup.
// No hooks but next-intl's: the server draws it inside the subscription section (drawnSections.tsx).
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import styles from './MyAccount.module.scss';

const INCLUDED = ['apps', 'encryption', 'servers'] as const;
const PREMIUM = ['adFree', 'killSwitch', 'speed'] as const;

export function FreeTier({ locale, lead }: { locale: Locale; lead: string }) {
  const t = useTranslations('signup.free');
  return (
    <div data-testid="free-tier">
      <p>{lead} {t('lead')}</p>
      <h3 id="free-included">{t('included')}</h3>
      <ul className={styles.list} aria-labelledby="free-included">
        {INCLUDED.map((item) => <li key={item}>{t(`includes.${item}`)}</li>)}
      </ul>
      <h3 id="free-premium">{t('premiumOnly')}</h3>
      <ul className={styles.list} aria-labelledby="free-premium">
        {PREMIUM.map((item) => <li key={item}>{t(`premium.${item}`)}</li>)}
      </ul>
      <p className={styles.upgrade}>
        <AppLink href="/pricing/checkout" locale={locale} className={styles.upgradeLink}>{t('upgrade')}</AppLink>
        <AppLink href="/pricing" locale={locale}>{t('compare')}</AppLink>
      </p>
    </div>
  );
}
