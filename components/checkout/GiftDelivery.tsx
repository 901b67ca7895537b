'use client';

// When a paid gift card goes out, as /paySuc tells its buyer (docs/behaviour.md#gift-delivery): the moment on
// the clock of the zone they chose, named ('2026-12-24 AM 09:00:00 Europe/Berlin'), and whether it has been
// e-mailed already. An order answer without the schedule (a service that does not send it) keeps the general
// "on the delivery date" sentence.
import { useLocale, useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/api/endpoints';
import { formatDateTime } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';

/** The delivery moment of a paid gift order, or '' when the answer does not carry it. */
export function useGiftDeliveryTime(order: Pick<OrderStatus, 'deliver_after' | 'time_zone'>): string {
  const locale = useLocale() as Locale;
  return typeof order.deliver_after === 'number' ? formatDateTime(order.deliver_after, locale, order.time_zone || 'UTC') : '';
}

/** A "Delivery" term and its moment, for the purchase's facts list. */
export function GiftDeliveryFacts({ order }: { order: OrderStatus }) {
  const t = useTranslations('giftDelivery.success');
  const when = useGiftDeliveryTime(order);
  if (!when) return null;
  return (
    <>
      <dt>{t('delivery')}</dt>
      <dd data-testid="gift-delivery">{when}</dd>
    </>
  );
}

/** The sentence under the facts: scheduled for its moment, or e-mailed already. */
export function GiftDeliveryNote({ order }: { order: OrderStatus }) {
  const t = useTranslations();
  const when = useGiftDeliveryTime(order);
  const email = order.recipient_email ?? '';
  if (!when) return <p>{t('gift.success.sent', { email })}</p>;
  return (
    <p data-testid="gift-delivery-note">
      {order.delivered_at ? t('giftDelivery.success.delivered', { email }) : t('giftDelivery.success.scheduled', { email, date: when })}
    </p>
  );
}
