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
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
