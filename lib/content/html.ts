// Some long-form copy (FAQ answers, policy clauses) is written in the message files as a little HTML:
// paragraphs, lists, emphasis and links. Translators edit those files, so what reaches the page passes an
// allow-list first; links must be site paths or https and open in the same tab.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'code'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'a' && !/^(\/(?![/\\])|https:|mailto:)/.test(frame.attribs.href ?? ''),
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
};

export function sanitizeCopyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of a copy fragment, for structured data (FAQPage answers) and meta descriptions. */
export function copyHtmlToText(html: string): string {
  // Block ends become spaces so "<li>one</li><li>two</li>" reads "one two", not "onetwo".
  const spaced = html.replace(/<\/(p|li|ul|ol)>|<br\s*\/?>/gi, (m) => `${m} `);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, parser: { decodeEntities: true } });
  return text
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
