'use client';

// The account page: profile, subscription, sent gifts, refund, devices, password and signing out. A section whose
// part is still on its way has its own Suspense boundary and streams in as soon as the server has read it; one
// whose part was already there is written in place (docs/behaviour.md#account-data).
// The password and two-step forms are rendered with the rest. They used to be client-only parts loaded after the
// page, to keep its first-load JavaScript under 200 KiB; since the fetch client that room is there (3 KiB for
// both, docs/benchmarks.md), and rendered on the server they no longer appear after hydration and push the
// sections below them down.
import { useTranslations } from 'next-intl';
import { Activity, Suspense } from 'react';
import { isSettled } from '@/lib/account/settle';
import { AccountDataProvider, useLoad, type AccountPart, type AccountParts } from '@/lib/account/useLoad';
import { api } from '@/lib/api/endpoints';
import { ServerZoneProvider } from '@/lib/format/useAccountDate';
import type { Locale } from '@/lib/i18n/routing';
import type { DrawnSections } from './drawnSections';
import { DevicesSection } from './DevicesSection';
import { PasswordSection } from './PasswordSection';
import { RefundSection } from './RefundSection';
import { Section } from './Section';
import { SectionPending } from './SectionFrame';
import { SignOutSection } from './SignOutSection';
import { SubscriptionSection } from './SubscriptionSection';
import { SentGiftsSection } from './SentGiftsSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import styles from './MyAccount.module.scss';

/**
 * A section's Suspense boundary, only while one of the parts it shows is still on its way. A section whose parts
 * the server already has is written into the page itself: inside a boundary, React streams a large finished
 * section apart from the page and reveals it a moment later, which moves everything below it.
 */
function PartBoundary({ parts, needs, fallback, children }: {
  parts: AccountParts; needs: AccountPart[]; fallback: React.ReactNode; children: React.ReactNode;
}) {
  const streaming = needs.some((part) => parts[part] !== undefined && !isSettled(parts[part]!));
  return streaming ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}

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

/**
 * The sections in page order: the parts each shows, and the title its skeleton keeps while they stream (none for
 * the password form, which appears once the profile says whether a password is set).
 */
const SECTIONS: { id: string; needs: AccountPart[]; title?: string; Body: () => React.ReactNode }[] = [
  { id: 'profile', needs: ['profile'], title: 'account.my.profile', Body: ProfileSection },
  { id: 'subscription', needs: ['subscription'], title: 'account.my.subscription', Body: SubscriptionSection },
  { id: 'sent-gifts', needs: ['sentGifts'], title: 'giftDelivery.sent.title', Body: SentGiftsSection },
  { id: 'refund', needs: ['refund'], title: 'refund.title', Body: RefundSection },
  { id: 'devices', needs: ['devices'], title: 'account.my.devices', Body: DevicesSection },
  { id: 'sessions', needs: ['sessions'], title: 'sessions.title', Body: SessionsSection },
  { id: 'password', needs: ['profile'], Body: PasswordPart },
  { id: 'two-factor', needs: ['twoFactor', 'profile'], title: 'twoFactor.section.title', Body: TwoFactorSection },
];

/**
 * `parts`: what the server read for this request, per section a value or a promise still on its way (its data
 * undefined: ask from the browser; lib/account/settle.ts).
 * `zone`: the reader's time zone from its cookie, for dates written on the server (null: UTC until hydrated).
 * `drawn`: the sections the server drew whole (./drawnSections.tsx), written as they are in place of their own.
 */
export function MyAccount({ locale, parts = {}, zone = null, drawn = {} }: { locale: Locale; parts?: AccountParts; zone?: string | null; drawn?: DrawnSections }) {
  const t = useTranslations();
  return (
    <ServerZoneProvider zone={zone}>
      <AccountDataProvider parts={parts}>
        <div className={styles.grid}>
          {/* Every section is an Activity: hydrated on its own, in short slices, after the page's first pass. An
              Activity streams nothing apart and has no fallback, so the HTML is the same (docs/behaviour.md#hydration). */}
          {SECTIONS.map(({ id, needs, title, Body }) => (
            <Activity key={id}>
              {id in drawn ? (
                drawn[id as keyof DrawnSections]
              ) : (
                <PartBoundary parts={parts} needs={needs} fallback={title ? <SectionPending id={id} title={t(title)} /> : null}>
                  <Body />
                </PartBoundary>
              )}
            </Activity>
          ))}
          <SignOutSection locale={locale} />
        </div>
      </AccountDataProvider>
    </ServerZoneProvider>
  );
}
