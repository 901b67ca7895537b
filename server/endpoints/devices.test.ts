import { beforeEach, describe, expect, it } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { createAccountWithoutPassword } from '../accounts';
import type { Db } from '../db';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { createSession } from '../sessions';
import { call, freshStore, signIn } from '../testing';

let db: Db;
beforeEach(() => {
  db = freshStore();
});

describe('devices', () => {
  it('lists the demo devices with their platforms and the limit', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const result = await call('GET', '/account/v1/web/device/list', { token });
    expect(result.body.code).toBe(OK);
    expect(result.body.data.limit).toBe(10);
    expect(result.body.data.devices.map((d: { platform: string }) => d.platform).sort()).toEqual(['android', 'ios', 'windows']);
  });

  it('unbinds one of the caller\'s devices', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const unbind = await call('POST', '/account/v1/web/device/unbind', { token, body: { unbind_app_type: 101, unbind_user_id: 'and-52be1d' } });
    expect(unbind.body.code).toBe(OK);
    const list = await call('GET', '/account/v1/web/device/list', { token });
    expect(list.body.data.devices).toHaveLength(2);
    const again = await call('POST', '/account/v1/web/device/unbind', { token, body: { unbind_app_type: 101, unbind_user_id: 'and-52be1d' } });
    expect(again.body.code).toBe(Code.DEVICE_NOT_FOUND);
  });

  it("cannot unbind another account's device", async () => {
    const other = createAccountWithoutPassword(db, 'other@example.com');
    const token = createSession(db, other);
    const result = await call('POST', '/account/v1/web/device/unbind', { token, body: { unbind_app_type: 2, unbind_user_id: 'ios-7f3a9c' } });
    expect(result.body.code).toBe(Code.DEVICE_NOT_FOUND);
    expect(db.prepare('SELECT COUNT(*) FROM devices').pluck().get()).toBe(3);
  });

  it('needs a session, and valid fields', async () => {
    expect((await call('GET', '/account/v1/web/device/list')).body.code).toBe(Code.UNAUTHORIZED);
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const bad = await call('POST', '/account/v1/web/device/unbind', { token, body: { unbind_app_type: 'x', unbind_user_id: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(Code.INVALID_PARAMS);
  });
});

describe('analytics events', () => {
  const event = (name: string) => ({
    event_datetime: '2026-11-22 10:00:00', event_timestamp: 1_795_000_000_000, event_name: name,
    event_params: [{ key: 'page', value: '/pricing' }], app_type: 502, env: 'sandbox',
  });

  it('stores a batch sent with sendBeacon (no X-App-Type, same-origin Origin)', async () => {
    const result = await call('POST', '/analytics/v1/events', {
      body: { user_id: 'u1', events: [event('page_view'), event('GET_GEO_EMPTY')] }, headers: { 'x-app-type': '' },
    });
    expect(result.body).toMatchObject({ code: OK, data: { accepted: 2 } });
    expect(db.prepare('SELECT event_name FROM analytics_events ORDER BY id').pluck().all()).toEqual(['page_view', 'GET_GEO_EMPTY']);
  });

  it('refuses cross-site posts and oversized batches', async () => {
    expect((await call('POST', '/analytics/v1/events', { body: { events: [event('x')] }, headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const many = Array.from({ length: 51 }, (_, i) => event(`e${i}`));
    expect((await call('POST', '/analytics/v1/events', { body: { events: many } })).body.code).toBe(Code.INVALID_PARAMS);
  });
});

describe('geo_info', () => {
  it('answers the fields of docs/behaviour.md#geo; loopback has no country', async () => {
    const result = await call('POST', '/account/v1/geo_info', { body: {} });
    expect(result.body.data).toEqual({ country: '', country_code: '', user_ip: '127.0.0.1', is_exposed: true, location: '' });
  });
});
