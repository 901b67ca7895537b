'use client';

// The subscription section when the browser draws it: only when the server could not read its part, or did not
// know the reader's zone (docs/behaviour.md#account-data). Otherwise the server draws it (drawnSections.tsx).
import { useLocale, useTranslations } from 'next-intl';
import { useLoad } from '@/lib/account/useLoad';
import { api } from '@/lib/api/endpoints';
import { useAccountDate } from '@/lib/format/useAccountDate';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from './Section';
import { SubscriptionFacts } from './SubscriptionFacts';

export function SubscriptionSection() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const [load] = useLoad('subscription', api.subscription);
  const date = useAccountDate(locale);
  return (
    <Section id="subscription" title={t('account.my.subscription')} load={load}>
      {(data) => <SubscriptionFacts data={data} locale={locale} date={date} />}
    </Section>
  );
}
