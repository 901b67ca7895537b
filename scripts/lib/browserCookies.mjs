// Puts cookies into the cookie jar of a Chrome that Lighthouse drives, as a browser that signed in on the site
// holds them (the token HttpOnly), through Lighthouse's own puppeteer (a dependency of lighthouse, resolved from
// there). Used by audit-web.mjs and lighthouse-ab.mjs: a session sent as a Cookie request header only is not in
// the jar, so the page, finding no readable `signed_in`, takes the session for ended and leaves for /login.
import { createRequire } from 'node:module';

const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

/** Replaces every cookie of the Chrome on `port` with `pairs` ("name=value"), for the host of `url`. */
export async function setBrowserCookies(port, url, pairs) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.deleteCookie(...(await browser.cookies()));
    if (!pairs.length) return;
    await browser.setCookie(...pairs.map((pair) => {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      return { name, value: pair.slice(at + 1), domain: new URL(url).hostname, path: '/', httpOnly: name === 'paypal_token', sameSite: 'Lax' };
    }));
  } finally {
    await browser.disconnect();
  }
}
