import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SITE_CSP, strictCsp } from '../../lib/security/csp';
import { inlineScriptHashes, needsHashing, withScriptHashes } from './inline-csp.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each running inline script exactly as written, once, and skips external scripts and data blocks', () => {
    const flight = 'self.__next_f.push([1,"a\\u003cb — ü"])';
    const html = [
      '<html><head><script src="/_next/static/chunks/main.js" async=""></script>',
      `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>`,
      `<script>${flight}</script><script id="_R_">document.x=1</script>`,
      `<script type="module">import "/a.js"</script><SCRIPT>${flight}</SCRIPT>`,
      '<script type="text/plain">not run</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha(flight), sha('document.x=1'), sha('import "/a.js"')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('withScriptHashes', () => {
  it("replaces 'unsafe-inline' in script-src only, keeping every other directive", () => {
    const policy = withScriptHashes(SITE_CSP, ["'sha256-AAA='", "'sha256-BBB='"]);
    const script = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(script).toBe("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ 'sha256-AAA=' 'sha256-BBB='");
    // style-src keeps its own 'unsafe-inline' (React's style attributes); nothing else changes.
    expect(policy.replace(script, '')).toBe(SITE_CSP.replace(SITE_CSP.split('; ').find((d) => d.startsWith('script-src ')), ''));
  });

  it('leaves the strict nonce policy alone', () => {
    expect(withScriptHashes(strictCsp('abc'), ["'sha256-AAA='"])).toBe(strictCsp('abc'));
  });
});

describe('needsHashing', () => {
  it('is for HTML under the inline-allowing site policy only', () => {
    expect(needsHashing('text/html; charset=utf-8', SITE_CSP)).toBe(true);
    expect(needsHashing('text/html', strictCsp('abc'))).toBe(false);
    expect(needsHashing('text/html', [SITE_CSP, strictCsp('abc')])).toBe(false);
    expect(needsHashing('application/json', SITE_CSP)).toBe(false);
    expect(needsHashing('text/x-component', SITE_CSP)).toBe(false);
    expect(needsHashing(undefined, SITE_CSP)).toBe(false);
    expect(needsHashing('text/html', undefined)).toBe(false);
  });
});
