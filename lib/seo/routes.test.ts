import { describe, expect, it } from 'vitest';
import { readMessages } from '@/lib/i18n/messageFiles';
import { allRoutes, findRoute } from './routes';

// The main file and the content groups, as the pages read them (a route may keep its texts in a group).
const en = readMessages('en');
const has = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

describe('route table', () => {
  it('has the routes of docs/behaviour.md#routes, with their exact case', () => {
    for (const path of [
      '/', '/home', '/home/preview', '/InternetAccess', '/myAccount', '/forgetPassword', '/paySuc', '/downloadProduct',
      '/features/spilt-tunneling', '/download/androidlite', '/download/xbox', '/download/game-console', '/download/product',
      '/vpn-server/south-africa', '/InternetAccess/vpn-for-sports/nfl', '/InternetAccess/vpn-for-gaming/pokemon_go',
      '/InternetAccess/vpn-for-messaging', '/pricing/checkout', '/pricing/standplan', '/paystatus/paypal',
      '/promotion', '/contact-us', '/ext/survey', '/wfh/pc', '/tsbox', '/blog/category', '/blog/more', '/signup',
    ]) {
      expect(findRoute(path), path).toBeDefined();
    }
    expect(findRoute('/internetaccess')).toBeUndefined();
    expect(findRoute('/features/split-tunneling')).toBeUndefined();
    expect(findRoute('/InternetAccess/vpn-for-music/spotify')).toBeUndefined();
  });

  it('has messages for every route', () => {
    for (const entry of allRoutes()) {
      for (const part of ['title', 'description', 'heading', 'lead']) {
        const key = `${entry.messagesRoot ?? 'pages'}.${entry.messages}.${part}`;
        expect(has(key), `${entry.path}: ${key}`).toBe(true);
      }
    }
  });

  it('points canonical and og overrides at pages that exist', () => {
    for (const entry of allRoutes()) {
      if (entry.canonicalPath) expect(findRoute(entry.canonicalPath), entry.path).toBeDefined();
      if (entry.ogPath) expect(findRoute(entry.ogPath), entry.path).toBeDefined();
    }
  });
});
