import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml (decision 0601)', () => {
  it.each([
    ['a script and its text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['an image with onerror', '<img src=x onerror="alert(1)"><p>Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">Go</a>', '<a>Go</a>'],
    ['a javascript: link with spaces and case', '<a href=" JaVaScRiPt:alert(1)">Go</a>', '<a>Go</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">Go</a>', '<a>Go</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['a style element and attribute', '<style>p{}</style><p style="color:red">Hi</p>', '<p>Hi</p>'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle/></svg><p>Hi</p>', '<p>Hi</p>'],
  ])('drops %s', (_name, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps text structure and safe links', () => {
    const html =
      '<h2>Fees</h2><p>See <a href="https://example.org/x" title="x">this</a>, <a href="mailto:a@b.example">write</a> or <a href="tel:+12065550100">call</a>.</p><ul><li><strong>One</strong></li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps a same-site relative link', () => {
    expect(sanitizeHtml('<a href="/en_US/licensing">Fees</a>')).toBe('<a href="/en_US/licensing">Fees</a>');
  });
});
