import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedPlans } from '@/server/seed/plans';

async function load(upstream: string) {
  vi.resetModules();
  vi.stubEnv('MMS_API_URL', upstream);
  return import('./data');
}

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

afterEach(() => vi.unstubAllEnvs());

describe('getPlans', () => {
  it('reads the seed in embedded mode without fetching', async () => {
    const { getPlans } = await load('');
    const fetcher = answer({});
    expect(await getPlans(fetcher)).toEqual(seedPlans);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches the upstream plans with revalidation', async () => {
    const { getPlans } = await load('https://mms.example/');
    const upstream = [{ ...seedPlans[0], id: 'u1' }];
    const fetcher = answer({ code: 200, data: { plans: upstream } });
    expect((await getPlans(fetcher)).map((p) => p.id)).toEqual(['u1']);
    const [url, init] = (fetcher as unknown as { mock: { calls: [string, { next: unknown }][] } }).mock.calls[0]!;
    expect(url).toBe('https://mms.example/api/mms/payment/v1/providers/plans');
    expect(init.next).toEqual({ revalidate: 300 });
  });

  it('keeps the last good copy, else the seed, when upstream fails', async () => {
    const { getPlans } = await load('https://mms.example');
    expect(await getPlans(answer({ code: 50000 }, 500))).toEqual(seedPlans);
    expect(await getPlans((async () => { throw new Error('down'); }) as typeof fetch)).toEqual(seedPlans);
    await getPlans(answer({ code: 200, data: { plans: [{ ...seedPlans[1], id: 'u2' }] } }));
    expect((await getPlans(answer('not json at all'))).map((p) => p.id)).toEqual(['u2']);
    expect((await getPlans(answer({ code: 200, data: { plans: [{ id: 1 }] } }))).map((p) => p.id)).toEqual(['u2']);
  });
});
