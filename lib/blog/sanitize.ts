// Post HTML comes from the blog API (WordPress or our own system) and is rendered with
// dangerouslySetInnerHTML, so it passes through this allow-list on the server first. The site's CSP allows
// inline scripts on pre-rendered pages, so this is the layer that keeps a compromised post from running
// code: anything not listed here (scripts, event handlers, style attributes, forms, SVG…) is dropped.
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { localizePath, splitLocale, type Locale } from '@/lib/i18n/routing';
import { SITE_URL } from '@/lib/site';

/** Images in a post are at most the article column wide (see PostArticle.module.scss). */
export const POST_IMAGE_SIZES = '(min-width: 60rem) 46rem, 100vw';

const IFRAME_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com'];
const SITE = new URL(SITE_URL);

/** Parsed against this site; null when unparseable. The WHATWG parser reads `/\evil` as `//evil`, as browsers do. */
function parse(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url.trim(), SITE);
  } catch {
    return null;
  }
}

/** A path on this site ("/blog/x.png", not "//host/x.png") or any https URL. */
function imageSrc(src: string | undefined): string | undefined {
  const url = parse(src);
  if (!url || url.username || url.password) return undefined;
  if (url.protocol === 'https:' && /^https:/i.test(src!.trim())) return url.href;
  return url.origin === SITE.origin && /^\/(?![/\\])/.test(src!.trim()) ? url.pathname + url.search : undefined;
}

/** Only YouTube's embed player, over https, with no credentials or port tricks. */
function iframeSrc(src: string | undefined): string | undefined {
  const url = parse(src);
  const ok = url && /^https:/i.test(src!.trim()) && url.protocol === 'https:' && IFRAME_HOSTS.includes(url.hostname)
    && !url.port && !url.username && !url.password && url.pathname.startsWith('/embed/');
  return ok ? url.href : undefined;
}

function link(attribs: Attributes, locale: Locale): Attributes {
  const href = attribs.href?.trim() ?? '';
  const out: Attributes = attribs.title ? { title: attribs.title } : {};
  // Protocol-relative links, and the backslash forms browsers read as such, name no scheme: dropped.
  if (!href || /^[/\\]{2}|^\\/.test(href)) return out;
  if (href.startsWith('/')) {
    // Site links stay in the reader's language, unless the author already chose one.
    out.href = splitLocale(href.split(/[?#]/)[0]!).locale ? href : localizePath(href, locale);
    return out;
  }
  // Anything else keeps its text; the allow-list's scheme check below still drops javascript:, data: and others.
  out.href = href;
  if (/^https?:\/\//i.test(href) && parse(href)?.host !== SITE.host) Object.assign(out, { rel: 'noopener noreferrer', target: '_blank' });
  return out;
}

function keep(attribs: Attributes, names: string[]): Attributes {
  return Object.fromEntries(names.filter((n) => attribs[n] !== undefined).map((n) => [n, attribs[n]!]));
}

function options(locale: Locale): IOptions {
  return {
    allowedTags: [
      'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
      'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption', 'img', 'a',
      'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'abbr', 'code', 'pre', 'kbd', 'blockquote', 'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'sizes'],
      iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading', 'sandbox', 'referrerpolicy'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'reversed'],
      abbr: ['title'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS,
    disallowedTagsMode: 'discard',
    // Dropped with their content, not just their tags.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'noembed', 'noframes'],
    transformTags: {
      // The page's own title is the only h1.
      h1: 'h2',
      a: (_, attribs) => ({ tagName: 'a', attribs: link(attribs, locale) }),
      img: (_, attribs) => {
        const src = imageSrc(attribs.src);
        const kept = keep(attribs, ['alt', 'width', 'height']);
        return { tagName: 'img', attribs: src ? { src, ...kept, loading: 'lazy', decoding: 'async', sizes: POST_IMAGE_SIZES } : {} };
      },
      iframe: (_, attribs) => {
        const src = iframeSrc(attribs.src);
        const kept = keep(attribs, ['title', 'width', 'height', 'allowfullscreen']);
        const extra = { loading: 'lazy', sandbox: 'allow-scripts allow-same-origin allow-presentation', referrerpolicy: 'strict-origin-when-cross-origin' };
        return { tagName: 'iframe', attribs: src ? { src, ...kept, ...extra } : {} };
      },
    },
    // An image or frame whose source was refused is removed entirely (with an iframe's fallback content).
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
  };
}

/** The post's HTML, reduced to the allow-list; internal links point to the reader's language. */
export function sanitizePostHtml(html: string, locale: Locale): string {
  return sanitizeHtml(html, options(locale));
}
