import { describe, expect, it } from 'vitest';
import { seedPlans } from '@/server/seed/plans';
import { pricingJsonLd } from './jsonLd';

describe('pricingJsonLd', () => {
  it('matches the figures of docs/behaviour.md#constants for the catalogue', () => {
    const ld = pricingJsonLd(seedPlans, 'https://x.example/pricing');
    expect(ld.offers).toEqual({ '@type': 'AggregateOffer', lowPrice: 4.17, highPrice: 11.99, offerCount: 4, priceCurrency: 'USD' });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.8, bestRating: 5, ratingCount: 30961 });
    expect(ld['@type']).toBe('Product');
  });

  it('follows the plans it is given', () => {
    expect(pricingJsonLd(seedPlans.slice(0, 2), '/').offers).toMatchObject({ lowPrice: 6.99, highPrice: 11.99, offerCount: 2 });
  });
});
