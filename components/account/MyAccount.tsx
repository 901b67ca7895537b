'use client';

// The account page: profile, subscription, sent gifts, refund, devices, password and signing out. Each section
// has its own Suspense boundary: it streams in as soon as the server has read its part (docs/behaviour.md#account-data).
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { AccountDataProvider, useLoad, type AccountParts } from '@/lib/account/useLoad';
import { api } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/routing';
import { DevicesSection } from './DevicesSection';
import { RefundSection } from './RefundSection';
import { Section } from './Section';
import { SignOutSection } from './SignOutSection';
import { SubscriptionSection } from './SubscriptionSection';
import { SentGiftsSection } from './SentGiftsSection';
import { SessionsSection } from './SessionsSection';
import styles from './MyAccount.module.scss';

/** A section while its part is on its way: its title and the skeleton. */
function Pending({ id, title }: { id: string; title: string }) {
  return <Section id={id} title={title} load={{ state: 'loading' }}>{() => null}</Section>;
}

// The forms for changing the password and for two-step sign-in load after the page: they are the heaviest
// parts (strength meter, setup steps) and the least looked at, and keeping them out of the first load keeps
// the page within its 200 KiB budget (docs/benchmarks.md). Their place is held by a skeleton meanwhile.
const PasswordSection = dynamic(() => import('./PasswordSection').then((m) => m.PasswordSection), {
  ssr: false,
  loading: () => <div className={styles.skeleton} />,
});
const TwoFactorSection = dynamic(() => import('./TwoFactorSection').then((m) => m.TwoFactorSection), {
  ssr: false,
  loading: () => <div className={styles.section}><div className={styles.skeleton} /></div>,
});

function ProfileSection() {
  const t = useTranslations('account.my');
  const [profile] = useLoad('profile', api.profile);
  return (
    <Section id="profile" title={t('profile')} load={profile}>
      {(p) => (
        <dl className={styles.facts}>
          <dt>{t('email')}</dt>
          <dd data-testid="account-email">{p.email}</dd>
        </dl>
      )}
    </Section>
  );
}

/** Change the password, or set one (an account created at checkout has none): shown once the profile is known. */
function PasswordPart() {
  const [profile, setProfile] = useLoad('profile', api.profile);
  if (profile.state !== 'ready') return null;
  return (
    <div className={styles.section}>
      <PasswordSection
        passwordSet={profile.data.is_password_set}
        email={profile.data.email}
        onPasswordSet={() => setProfile({ ...profile.data, is_password_set: true })}
      />
    </div>
  );
}

/** `parts`: what the server read for this request, one promise per section (undefined: ask from the browser). */
export function MyAccount({ locale, parts = {} }: { locale: Locale; parts?: AccountParts }) {
  const t = useTranslations();
  return (
    <AccountDataProvider parts={parts}>
      <div className={styles.grid}>
        <Suspense fallback={<Pending id="profile" title={t('account.my.profile')} />}>
          <ProfileSection />
        </Suspense>
        <Suspense fallback={<Pending id="subscription" title={t('account.my.subscription')} />}>
          <SubscriptionSection />
        </Suspense>
        <Suspense fallback={<Pending id="sent-gifts" title={t('giftDelivery.sent.title')} />}>
          <SentGiftsSection />
        </Suspense>
        <Suspense fallback={<Pending id="refund" title={t('refund.title')} />}>
          <RefundSection />
        </Suspense>
        <Suspense fallback={<Pending id="devices" title={t('account.my.devices')} />}>
          <DevicesSection />
        </Suspense>
        <Suspense fallback={<Pending id="sessions" title={t('sessions.title')} />}>
          <SessionsSection />
        </Suspense>
        <Suspense fallback={null}>
          <PasswordPart />
        </Suspense>
        <Suspense fallback={<Pending id="two-factor" title={t('twoFactor.section.title')} />}>
          <TwoFactorSection />
        </Suspense>
        <SignOutSection locale={locale} />
      </div>
    </AccountDataProvider>
  );
}
