import { monogramOf } from '../../../domain/jurisdiction/landing.rules.js';

/**
 * The jurisdiction's logo when its settings have one, else its initials on a tag-shaped badge: an inline
 * SVG of a few hundred bytes (decision 0020). Decorative: the heading beside it names the jurisdiction.
 */
export function Monogram({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (logoUrl) return <img className="landing-logo" src={logoUrl} alt="" width={64} height={64} />;
  const letters = monogramOf(name);
  return (
    <svg className="landing-logo" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#fff" />
      <circle cx="32" cy="9" r="3.5" className="landing-brand-fill" />
      <text
        x="32"
        y="41"
        textAnchor="middle"
        fontSize={letters.length > 1 ? 22 : 26}
        fontWeight="700"
        fontFamily="inherit"
        className="landing-brand-fill"
      >
        {letters}
      </text>
    </svg>
  );
}

/** A pet and its tag, drawn in a few paths for the wide hero; hidden from assistive technology. */
export function TagPicture() {
  return (
    <svg className="landing-picture" viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" opacity=".9">
        <path d="M40 130c0-38 22-64 60-64s60 26 60 64" />
        <path d="M62 78 48 36l30 22M138 78l14-42-30 22" />
        <path d="M70 130v-6M130 130v-6" />
      </g>
      <circle cx="84" cy="96" r="5" fill="#fff" />
      <circle cx="116" cy="96" r="5" fill="#fff" />
      <path d="M92 110q8 7 16 0" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="100" cy="140" r="14" fill="#fff" />
      <path
        d="M100 134l1.8 3.8 4.2.5-3.1 2.9.8 4.1-3.7-2-3.7 2 .8-4.1-3.1-2.9 4.2-.5z"
        className="landing-brand-fill"
      />
    </svg>
  );
}
