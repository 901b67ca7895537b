// The sign-in and password screens share their shape: rendered per request (so the strict CSP's nonce
// reaches every script, lib/security/csp.ts), the account texts and reCAPTCHA, the intro, then the form.
import { connection } from 'next/server';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import type { Locale } from '@/lib/i18n/routing';
import { GuardedAccountScreen } from './GuardedAccountScreen';

export function accountFormPage(path: string, Form: (props: { locale: Locale }) => React.ReactNode) {
  return routePage(path, async (locale, texts) => {
    await connection();
    return (
      <GuardedAccountScreen locale={locale}>
        {renderIntro(locale, texts)}
        <Form locale={locale} />
      </GuardedAccountScreen>
    );
  });
}
