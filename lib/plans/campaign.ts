// The promotion campaign (docs/behaviour.md#campaigns) as configuration: change the window or the offer here,
// never in the countdown or the page.
export const campaign = {
  start: '2023-11-24T03:00:00Z',
  end: '2023-12-07T03:00:00Z',
  /** The plan on offer: 24 months at 65% off, 4.17 USD a month. */
  planId: '1024',
  percent: 65,
} as const;
