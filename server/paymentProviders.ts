// Who takes the money for an order (docs/api.md#payment-providers). The embedded backend has one provider,
// the sandbox: a page of ours where the buyer approves or cancels, which stands in for a real processor's
// hosted page and its callback. A real integration adds a PaymentProvider here and a webhook endpoint that
// calls markPaid (server/payments.ts approveOrder); nothing else in the order flow changes.
import { config } from './config';

export interface PaymentProvider {
  /** Stored with nothing; named in logs and docs. */
  readonly id: string;
  /** A test provider's orders are test orders: marked everywhere, never refund-eligible. */
  readonly test: boolean;
  /** Where the buyer goes to pay: the provider's hosted page (or ours for the sandbox). */
  payUrl(order: { public_id: string; platform: string }): string;
}

export const sandboxProvider: PaymentProvider = {
  id: 'sandbox',
  test: true,
  payUrl: (order) => `/pay/sandbox/${order.public_id}?platform=${order.platform}`,
};

/** What checkout can offer now: 'test' (the sandbox), 'live' (a real provider) or 'unavailable'. */
export type PaymentMode = 'test' | 'live' | 'unavailable';

/** The provider that takes new orders, or null: no real provider is integrated, so only the sandbox can be. */
export function activeProvider(): PaymentProvider | null {
  return config.paymentSandbox ? sandboxProvider : null;
}

export function paymentMode(): PaymentMode {
  const provider = activeProvider();
  return !provider ? 'unavailable' : provider.test ? 'test' : 'live';
}
