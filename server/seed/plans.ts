// The plan catalogue of the embedded backend. Pre-rendered pages (pricing, checkout) read it directly,
// so `next build` never opens the database. Product ids follow the v2. encoding (docs/behaviour.md#plans):
// the sixth dot-separated segment is the interval, later segments carry off{percent}, add{n}{unit},
// try{n}{unit}.

export interface SeedPlan {
  id: string;
  product_id: string;
  interval_count: number;
  interval_unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  /** Price per month in USD, as shown on the pricing page. */
  month_price: number;
  /** What the buyer pays for the whole interval, in USD. */
  price: number;
  price_unit: 'USD';
  discount_percent: number;
  is_recommend: boolean;
}

export const seedPlans: readonly SeedPlan[] = [
  {
    id: '1001',
    product_id: 'v2.vpn.web.premium.usd.1m',
    interval_count: 1,
    interval_unit: 'MONTH',
    month_price: 11.99,
    price: 11.99,
    price_unit: 'USD',
    discount_percent: 0,
    is_recommend: false,
  },
  {
    id: '1006',
    product_id: 'v2.vpn.web.premium.usd.6m.off42',
    interval_count: 6,
    interval_unit: 'MONTH',
    month_price: 6.99,
    price: 41.94,
    price_unit: 'USD',
    discount_percent: 42,
    is_recommend: false,
  },
  {
    id: '1012',
    product_id: 'v2.vpn.web.premium.usd.12m.off58.add1m',
    interval_count: 12,
    interval_unit: 'MONTH',
    month_price: 4.99,
    price: 59.88,
    price_unit: 'USD',
    discount_percent: 58,
    is_recommend: false,
  },
  {
    id: '1024',
    product_id: 'v2.vpn.web.premium.usd.24m.off65.add3m.try7d',
    interval_count: 24,
    interval_unit: 'MONTH',
    month_price: 4.17,
    price: 100.08,
    price_unit: 'USD',
    discount_percent: 65,
    is_recommend: true,
  },
];
