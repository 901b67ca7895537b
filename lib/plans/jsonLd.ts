// Structured data of the pricing page (docs/behaviour.md#seo), computed from the plans the page shows so the
// two never disagree: Product with an AggregateOffer over the monthly prices and the AggregateRating.
import { SITE_NAME } from '@/lib/site';
import type { Plan } from './types';

export const RATING = { value: 4.8, best: 5, count: 30961 } as const;

export function pricingJsonLd(plans: readonly Pick<Plan, 'month_price' | 'price_unit'>[], url: string) {
  const prices = plans.map((p) => p.month_price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${SITE_NAME} Premium`,
    brand: { '@type': 'Brand', name: SITE_NAME },
    url,
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: plans.length,
      priceCurrency: plans[0]?.price_unit ?? 'USD',
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: RATING.value, bestRating: RATING.best, ratingCount: RATING.count },
  };
}
