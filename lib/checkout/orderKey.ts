// The idempotency key of an order (docs/api.md): one random part per checkout page, plus the choices. A
// double click or a retry of the same choice sends the same key, so the server returns the same order;
// a different plan or method gets a key of its own instead of the 20006 conflict.
export function pageKeyBase(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^\w]/g, '').slice(0, 32);
}

export function orderKey(base: string, planId: string, platform: string): string {
  return `${base}-${planId}-${platform}`.replace(/[^\w-]/g, '_').slice(0, 64);
}
