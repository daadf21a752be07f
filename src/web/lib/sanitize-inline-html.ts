// A small allowlist sanitiser for short HTML messages (notifications): keeps text, <strong>, <em>,
// <br> and <a href> with http(s), mailto, tel or same-site links; everything else becomes text.
// Kept tiny on purpose: a general sanitiser would weigh more than the page shell.
const ALLOWED = new Set(['STRONG', 'EM', 'B', 'I', 'BR', 'A']);

function safeHref(href: string | null): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//')))
    return trimmed;
  return null;
}

export function sanitizeInlineHtml(html: string): string {
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const target = document.createElement('div');
  const copy = (from: Node, to: Node) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        to.appendChild(document.createTextNode(child.textContent ?? ''));
      } else if (child instanceof Element && ALLOWED.has(child.tagName)) {
        const element = document.createElement(child.tagName.toLowerCase());
        if (child.tagName === 'A') {
          const href = safeHref(child.getAttribute('href'));
          if (href) element.setAttribute('href', href);
          if (/^https?:/i.test(href ?? '')) element.setAttribute('rel', 'noopener noreferrer');
        }
        copy(child, element);
        to.appendChild(element);
      } else {
        copy(child, to); // unknown element: keep its text only
      }
    }
  };
  copy(source, target);
  return target.innerHTML;
}
