// What the payment result screens (/paySuc, /paystatus) make of the order in their URL, or of the account's
// latest order when the URL names none (docs/behaviour.md#pay-result). Pure, so every branch is unit-tested.
import type { OrderKind } from '@/lib/contract/types';

/** The shape of an order id the screens send to the API; anything else is not looked up at all. */
export const ORDER_ID = /^[\w-]{1,64}$/;

/** Which order the query names: one by id, none (the account's latest), or a malformed id (not found). */
export type OrderTarget = { kind: 'id'; id: string } | { kind: 'latest' } | { kind: 'invalid' };

export function orderTarget(search: string): OrderTarget {
  const id = new URLSearchParams(search).get('order_id');
  if (id === null || id === '') return { kind: 'latest' };
  return ORDER_ID.test(id) ? { kind: 'id', id } : { kind: 'invalid' };
}

export type Outcome = 'paid' | 'pending' | 'cancelled' | 'failed';

/**
 * The order's state as the screens tell it. Only `paid` is ever a success; a state the site does not know (a
 * real provider's `failed`, `expired`, `declined`…) reads as a failure, never as pending or paid.
 */
export function outcomeOf(status: string): Outcome {
  return status === 'paid' || status === 'pending' || status === 'cancelled' ? status : 'failed';
}

/** Where "Try again" leads: the checkout of the same plan, or the gift card form for a gift. */
export function retryPath(order: { kind: OrderKind | string; plan_id: string }): string {
  if (order.kind === 'gift') return '/gift-card';
  return ORDER_ID.test(order.plan_id) ? `/pricing/checkout/${order.plan_id}` : '/pricing';
}
