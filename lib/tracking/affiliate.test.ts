import { describe, expect, it } from 'vitest';
import { affiliateCookieOps } from './affiliate';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];
const q = (s: string) => new URLSearchParams(s);

describe('affiliateCookieOps', () => {
  it('stores each partner id with its own lifetime', () => {
    expect(affiliateCookieOps(q('cjevent=abc'), jar({}))).toEqual([{ name: 'cje', value: 'abc', maxAge: 3888000 }]);
    expect(affiliateCookieOps(q('cf_click=c1'), jar({}))).toEqual([{ name: 'cf-click', value: 'c1', maxAge: 2592000 }]);
    expect(affiliateCookieOps(q('admitad_uid=u9'), jar({}))).toEqual([{ name: 'admitad_uid', value: 'u9', maxAge: 3888000 }]);
  });

  it('replaces the other partners when a new partner id arrives', () => {
    const ops = affiliateCookieOps(q('cf_click=new'), jar({ cje: 'old', admitad_uid: 'old2' }));
    expect(ops).toEqual([
      { name: 'cje', delete: true },
      { name: 'cf-click', value: 'new', maxAge: 2592000 },
      { name: 'admitad_uid', delete: true },
    ]);
  });

  it('clears every partner cookie on a utm_source', () => {
    const ops = affiliateCookieOps(q('utm_source=newsletter'), jar({ cje: 'a', 'cf-click': 'b', admitad_uid: 'c' }));
    expect(ops).toEqual([
      { name: 'cje', delete: true },
      { name: 'cf-click', delete: true },
      { name: 'admitad_uid', delete: true },
    ]);
  });

  it('keeps the partner of the same URL when it also has a utm_source', () => {
    expect(affiliateCookieOps(q('utm_source=cj&cjevent=z'), jar({ 'cf-click': 'b' }))).toEqual([
      { name: 'cje', value: 'z', maxAge: 3888000 },
      { name: 'cf-click', delete: true },
    ]);
  });

  it('writes nothing when the value is unchanged or there is nothing to do', () => {
    expect(affiliateCookieOps(q('cjevent=abc'), jar({ cje: 'abc' }))).toEqual([]);
    expect(affiliateCookieOps(q('page=2'), jar({ cje: 'abc' }))).toEqual([]);
    expect(affiliateCookieOps(q('utm_source=x'), jar({}))).toEqual([]);
  });

  it.each(['<script>', 'a'.repeat(129), '', 'a b'])('ignores a malformed partner id %#', (value) => {
    expect(affiliateCookieOps(q(`cjevent=${encodeURIComponent(value)}`), jar({}))).toEqual([]);
  });
});
