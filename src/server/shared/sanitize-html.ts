// Staff-entered content (information pages, FAQ answers; PRODUCT.md §7) is sanitised on save and again
// on render with this one allowlist (decision 0601): text structure and links only. Scripts, styles,
// iframes and every other element go; so do event handlers (on*=) and every attribute not listed;
// links keep http(s), mailto and tel, never javascript: or data:.
import sanitizeHtmlLibrary from 'sanitize-html';

const OPTIONS: sanitizeHtmlLibrary.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'abbr'],
  allowedAttributes: { a: ['href', 'title', 'hreflang'], abbr: ['title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // the content of a dropped script or style is dropped with it, not left as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
};

export function sanitizeHtml(html: string): string {
  return sanitizeHtmlLibrary(html, OPTIONS);
}
