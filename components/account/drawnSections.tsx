// The /myAccount sections the server draws whole (docs/behaviour.md#account-data). A section that only shows its
// part, with nothing to press and nothing to refresh, needs none of its code to run in the browser: drawn here,
// its markup is hydrated as it is, and its texts are neither sent to the browser nor formatted there again. The
// subscription's body was the largest of the sections' hydration work (docs/benchmarks.md, "Sections drawn on
// the server"). Its code stays in the page's JavaScript for the browser's own drawing (SubscriptionSection).
// The server draws a section only when it knows the reader's zone (the `tz` cookie): its dates are then the ones
// the browser would write. Without it, or when the server could not read the part, the browser draws it as before.
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { isSettled } from '@/lib/account/settle';
import type { AccountParts } from '@/lib/account/useLoad';
import { formatDateTime, type Timestamp } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import { SectionFrame, SectionPending } from './SectionFrame';
import { SubscriptionFacts, type SubscriptionPart } from './SubscriptionFacts';
import { SubscriptionSection } from './SubscriptionSection';

/** The sections the server can draw, by their id on the page. */
export type DrawnSection = 'subscription';
export type DrawnSections = Partial<Record<DrawnSection, React.ReactNode>>;

type DateOf = (value: Timestamp) => string;

function SubscriptionReady({ data, locale, date }: { data: SubscriptionPart; locale: Locale; date: DateOf }) {
  const t = useTranslations('account.my');
  return (
    <SectionFrame id="subscription" title={t('subscription')}>
      <SubscriptionFacts data={data} locale={locale} date={date} />
    </SectionFrame>
  );
}

function SubscriptionPending() {
  const t = useTranslations('account.my');
  return <SectionPending id="subscription" title={t('subscription')} />;
}

/** A part still on its way: drawn when it arrives, or left to the browser if the server could not read it. */
async function SubscriptionArriving({ part, locale, date }: { part: Promise<unknown>; locale: Locale; date: DateOf }) {
  const data = (await part) as SubscriptionPart | undefined;
  return data === undefined ? <SubscriptionSection /> : <SubscriptionReady data={data} locale={locale} date={date} />;
}

/**
 * Splits the page's parts: the sections the server draws, and the parts left for the browser's sections. A part
 * whose section is drawn here is not sent to the browser at all.
 */
export function drawSections(parts: AccountParts, locale: Locale, zone: string | null): { drawn: DrawnSections; parts: AccountParts } {
  const { subscription, ...rest } = parts;
  if (!zone || subscription === undefined) return { drawn: {}, parts };
  const date: DateOf = (value) => formatDateTime(value, locale, zone, { named: false });
  if (isSettled(subscription)) {
    if (subscription.value === undefined) return { drawn: {}, parts };
    return { drawn: { subscription: <SubscriptionReady data={subscription.value as SubscriptionPart} locale={locale} date={date} /> }, parts: rest };
  }
  return {
    drawn: {
      subscription: (
        <Suspense fallback={<SubscriptionPending />}>
          <SubscriptionArriving part={subscription} locale={locale} date={date} />
        </Suspense>
      ),
    },
    parts: rest,
  };
}
