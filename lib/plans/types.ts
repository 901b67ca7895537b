// A plan as the plans call returns it (docs/api.md) and as the seed catalogue holds it.
export interface Plan {
  id: string;
  product_id: string;
  interval_count: number;
  interval_unit: string;
  /** What the buyer pays for the whole interval, in `price_unit`. */
  price: number;
  /** The price per month, as the pricing page shows it. */
  month_price: number;
  price_unit: string;
  discount_percent: number;
  is_recommend: boolean;
}
