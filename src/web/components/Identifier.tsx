// A licence number (TOR-2026-000001), an order reference (PP-000002), a licence tag (KC000002) or a
// HomeSafe tag code (MPD4Y-UENSP) is read and typed as one unit: it never breaks at its hyphen onto two
// lines (review D28). The characters stay what they are (no non-breaking hyphens), so a copied number
// still finds its record in the staff search. One class, `identifier`, in app.css.
import { Fragment } from 'react';

/** One identifier, kept on one line. */
export function Identifier({ children, className }: { children: string; className?: string }) {
  return <span className={className ? `identifier ${className}` : 'identifier'}>{children}</span>;
}

/**
 * A translated sentence that names identifiers ("License TOR-2026-000001, tag KC000002"): each identifier
 * in it is kept whole while the words around it wrap as usual. The catalogs stay plain strings.
 */
export function WithIdentifiers({
  text,
  identifiers,
}: {
  text: string;
  identifiers: ReadonlyArray<string | null | undefined>;
}) {
  return <>{splitByIdentifiers(text, identifiers).map(renderPart)}</>;
}

type Part = { text: string; identifier: boolean };

function renderPart(part: Part, index: number) {
  return part.identifier ? (
    <Identifier key={index}>{part.text}</Identifier>
  ) : (
    <Fragment key={index}>{part.text}</Fragment>
  );
}

/** The text cut into runs of plain words and the identifiers it contains, in order. */
export function splitByIdentifiers(text: string, identifiers: ReadonlyArray<string | null | undefined>): Part[] {
  // the longest first, so that "PP-0000021" is not cut at an identifier it starts with
  const wanted = [...new Set(identifiers.filter((id): id is string => !!id))].sort((a, b) => b.length - a.length);
  const parts: Part[] = [];
  let rest = text;
  while (rest) {
    let at = -1;
    let found = '';
    for (const id of wanted) {
      const index = rest.indexOf(id);
      if (index !== -1 && (at === -1 || index < at)) {
        at = index;
        found = id;
      }
    }
    if (at === -1) {
      parts.push({ text: rest, identifier: false });
      break;
    }
    if (at > 0) parts.push({ text: rest.slice(0, at), identifier: false });
    parts.push({ text: found, identifier: true });
    rest = rest.slice(at + found.length);
  }
  return parts;
}
