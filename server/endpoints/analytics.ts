// analytics/v1/events: page views and other events from the browser, batched and sent with sendBeacon
// (which cannot set headers, hence `beacon`: the Origin check still applies).
import { z } from 'zod';
import type { Endpoint } from '../http/types';

const value = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const analyticsEvent = z.object({
  event_datetime: z.string().max(40),
  event_timestamp: z.number().int().nonnegative(),
  event_name: z.string().min(1).max(64),
  event_params: z.array(z.object({ key: z.string().max(64), value })).max(50).default([]),
  user_id: z.string().max(128).optional(),
  user_properties: z.record(z.string().max(64), value).optional(),
  language: z.string().max(16).optional(),
  device: z.string().max(32).optional(),
  country: z.string().max(64).optional(),
  country_code: z.string().max(8).optional(),
  app_name: z.string().max(64).optional(),
  ip: z.string().max(64).optional(),
  app_type: z.number().int().optional(),
  app_info: z.record(z.string().max(64), value).optional(),
  env: z.enum(['prod', 'sandbox']).optional(),
});

export const analyticsEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/analytics/v1/events',
    beacon: true,
    input: z.object({ user_id: z.string().max(128).default(''), events: z.array(analyticsEvent).min(1).max(50) }),
    limits: ({ ip }) => [{ key: `events:ip:${ip}`, max: 600, windowMs: 60_000 }],
    handle({ input, db, now }) {
      const insert = db().prepare('INSERT INTO analytics_events (user_id, event_name, payload, received_at) VALUES (?, ?, ?, ?)');
      db().transaction(() => {
        for (const event of input.events) insert.run(event.user_id ?? input.user_id, event.event_name, JSON.stringify(event), now);
      })();
      return { data: { accepted: input.events.length } };
    },
  },
];
