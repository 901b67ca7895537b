import { describe, expect, it } from 'vitest';
import { seedPosts } from '@/server/seed/blog';
import { POST_IMAGE_SIZES, sanitizePostHtml } from './sanitize';

const posts = seedPosts();

const clean = (html: string) => sanitizePostHtml(html, 'en');

describe('sanitizePostHtml: hostile input', () => {
  it.each([
    ['a script', '<p>a</p><script>window.__xss = 1</script>', '<p>a</p>'],
    ['a script in upper case', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT><p>a</p>', '<p>a</p>'],
    ['an event handler', '<p onclick="steal()" onmouseover=steal()>a</p>', '<p>a</p>'],
    ['a style attribute and element', '<p style="background:url(javascript:x)">a</p><style>p{}</style>', '<p>a</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link with spaces and case', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['a backslash link (read as // by browsers)', '<a href="/\\evil.example/">x</a><a href="\\\\evil.example">y</a>', '<a>x</a><a>y</a>'],
    ['an SVG with onload', '<svg onload="alert(1)"><circle /></svg><p>a</p>', '<p>a</p>'],
    ['a form', '<form action="https://evil.example"><input name="card"><button>Pay</button></form>', 'Pay'],
    ['base, meta and object', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><object data="x"></object><embed src="x">', ''],
    ['the noscript mXSS trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['ids and classes (DOM clobbering)', '<p id="__next" class="x" name="y">a</p>', '<p>a</p>'],
  ])('removes %s', (_, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('removes an image whose onerror would fire, but only the handler', () => {
    expect(clean('<img src="/blog/x.png" onerror="window.__xss = 2">')).toBe(
      `<img src="/blog/x.png" loading="lazy" decoding="async" sizes="${POST_IMAGE_SIZES}" />`,
    );
  });

  it.each([
    ['protocol-relative', '//evil.example/x.png'],
    ['backslash (read as // by browsers)', '/\\evil.example/x.png'],
    ['plain http', 'http://cdn.example/x.png'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['javascript:', 'javascript:alert(1)'],
    ['credentials', 'https://user:pass@cdn.example/x.png'],
  ])('drops an image with a %s source', (_, src) => {
    expect(clean(`<p>a<img src="${src}" alt="x"></p>`)).toBe('<p>a</p>');
  });

  it.each([
    ['another host', 'https://evil.example/embed/x'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/x'],
    ['plain http', 'http://www.youtube.com/embed/x'],
    ['a non-embed YouTube page', 'https://www.youtube.com/watch?v=x'],
    ['another port', 'https://www.youtube.com:8443/embed/x'],
    ['a relative source', '/embed/x'],
  ])('drops an iframe from %s, with its fallback content', (_, src) => {
    expect(clean(`<iframe src="${src}">fallback</iframe><p>a</p>`)).toBe('<p>a</p>');
  });
});

describe('sanitizePostHtml: what it keeps', () => {
  it('keeps a YouTube embed, lazy and sandboxed, with its title', () => {
    for (const host of ['www.youtube.com', 'www.youtube-nocookie.com']) {
      const out = clean(`<iframe src="https://${host}/embed/k3Hq7ZpVw2E" title="Kill switch" width="560" height="315" allowfullscreen onload="x()"></iframe>`);
      expect(out).toBe(
        `<iframe src="https://${host}/embed/k3Hq7ZpVw2E" title="Kill switch" width="560" height="315" allowfullscreen loading="lazy" ` +
          'sandbox="allow-scripts allow-same-origin allow-presentation" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
      );
    }
  });

  it('keeps site and https images, lazy-loaded with sizes', () => {
    const out = clean('<img src="https://cdn.example/a.png" alt="A" width="10" height="5" srcset="//evil 2x" style="x">');
    expect(out).toBe(`<img src="https://cdn.example/a.png" alt="A" width="10" height="5" loading="lazy" decoding="async" sizes="${POST_IMAGE_SIZES}" />`);
  });

  it('opens external links in a new tab without an opener; site links stay in the reader\'s language', () => {
    const html = '<a href="https://example.org/x" target="_self" rel="opener">e</a><a href="/pricing" target="_blank">p</a>' +
      '<a href="/ja/faq">j</a><a href="mailto:help@harborvpn.example">m</a><a href="#top">t</a>';
    expect(sanitizePostHtml(html, 'de')).toBe(
      '<a href="https://example.org/x" rel="noopener noreferrer" target="_blank">e</a><a href="/de/pricing">p</a>' +
        '<a href="/ja/faq">j</a><a href="mailto:help@harborvpn.example">m</a><a href="#top">t</a>',
    );
    expect(clean('<a href="/pricing">p</a>')).toBe('<a href="/pricing">p</a>');
  });

  it('keeps headings (h1 becomes h2: the page title is the only h1), lists, tables, figures and inline code', () => {
    const html = '<h1>T</h1><h3>S</h3><ul><li><strong>a</strong> <em>b</em></li></ul><table><thead><tr><th scope="col">h</th></tr></thead>' +
      '<tbody><tr><td colspan="2">10<sup>3</sup></td></tr></tbody></table><figure><figcaption>c</figcaption></figure>' +
      '<blockquote>q</blockquote><pre><code>x</code></pre>';
    expect(clean(html)).toBe(html.replace('<h1>T</h1>', '<h2>T</h2>'));
  });

  it('leaves every seed post free of scripts, handlers, styles and javascript: URLs', () => {
    for (const post of posts) {
      for (const [lang, t] of Object.entries(post.translations)) {
        const out = sanitizePostHtml(t!.html, 'en');
        expect(out, `${post.id} ${lang}`).not.toMatch(/<script|\son\w+=|\sstyle=|javascript:/i);
        expect(out.length, `${post.id} ${lang}`).toBeGreaterThan(t!.html.length * 0.8);
      }
    }
  });
});
