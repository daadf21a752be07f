// spec §2.13: a relative time with the full date as a tooltip, an accessible one (WCAG 1.4.13): it shows
// on hover and on keyboard focus, describes the time for screen readers, and Escape hides it.
import { useId, useState } from 'react';
import { formatDate } from '../../../domain/locale/date-format.js';
import { formatRelativeTime } from '../../../domain/locale/relative-time.js';
import { useLocale } from '../../lib/locale-context.js';

export function RelativeTime({ iso, now = new Date() }: { iso: string; now?: Date }) {
  const locale = useLocale();
  const id = useId();
  const [hidden, setHidden] = useState(false);
  const date = new Date(iso);
  const full = formatDate(date, 'long', locale);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape hides the tooltip (WCAG 1.4.13)
    <span
      className={`tooltip-host${hidden ? ' tooltip-dismissed' : ''}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must show on keyboard focus (spec §2.13, issue 17)
      tabIndex={0}
      aria-describedby={id}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setHidden(true);
      }}
      onBlur={() => setHidden(false)}
      onMouseLeave={() => setHidden(false)}
    >
      <time dateTime={iso}>{formatRelativeTime(date, now, locale)}</time>
      <span role="tooltip" id={id} className="tooltip">
        {full}
      </span>
    </span>
  );
}
