import { describe, expect, it } from 'vitest';
import { copyHtmlToText, sanitizeCopyHtml } from './html';

describe('sanitizeCopyHtml', () => {
  it.each([
    ['<p>Hi <strong>there</strong></p>', '<p>Hi <strong>there</strong></p>'],
    ['<p onclick="x()">a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<a href="/pricing">plans</a>', '<a href="/pricing">plans</a>'],
    ['<a href="https://example.com/x">x</a>', '<a href="https://example.com/x">x</a>'],
    ['<a href="mailto:support@harborvpn.example">mail</a>', '<a href="mailto:support@harborvpn.example">mail</a>'],
    ['<a href="javascript:alert(1)">x</a>', ''],
    ['<a href="//evil.example/x">x</a>', ''],
    ['<a href="http://example.com">x</a>', ''],
    ['<img src=x onerror=alert(1)><em>ok</em>', '<em>ok</em>'],
    ['<p style="color:red" class="x">a</p>', '<p>a</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeCopyHtml(input)).toBe(output);
  });

  it('gives plain text for structured data', () => {
    expect(copyHtmlToText('<p>One <strong>two</strong></p>\n<ul><li>three</li></ul>')).toBe('One two three');
    expect(copyHtmlToText('<ul><li>one;</li><li>two &amp; three</li></ul>')).toBe('one; two & three');
  });
});
