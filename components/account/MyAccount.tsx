'use client';

import { useTranslations } from 'next-intl';
import { useLoad } from '@/lib/account/useLoad';
import { api } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/routing';
import { DevicesSection } from './DevicesSection';
import { PasswordSection } from './PasswordSection';
import { RefundSection } from './RefundSection';
import { Section } from './Section';
import { SignOutSection } from './SignOutSection';
import { SubscriptionSection } from './SubscriptionSection';
import { SentGiftsSection } from './SentGiftsSection';
import styles from './MyAccount.module.scss';

/** The account page: profile, subscription, devices, password and signing out. */
export function MyAccount({ locale }: { locale: Locale }) {
  const t = useTranslations('account.my');
  const [profile, setProfile] = useLoad(api.profile);
  return (
    <div className={styles.grid}>
      <Section id="profile" title={t('profile')} load={profile}>
        {(p) => (
          <dl className={styles.facts}>
            <dt>{t('email')}</dt>
            <dd data-testid="account-email">{p.email}</dd>
          </dl>
        )}
      </Section>
      <SubscriptionSection />
      <SentGiftsSection />
      <RefundSection />
      <DevicesSection />
      {profile.state === 'ready' && (
        <div className={styles.section}>
          <PasswordSection
            passwordSet={profile.data.is_password_set}
            email={profile.data.email}
            onPasswordSet={() => setProfile({ ...profile.data, is_password_set: true })}
          />
        </div>
      )}
      <SignOutSection locale={locale} />
    </div>
  );
}
