// issue 17 Reports: an accessible SVG bar chart — an image with a name and a description, each bar
// labelled; the same numbers are in the table beside it (the chart is for looking, the table for reading).
import { useId } from 'react';
import { barShares } from '../../../domain/reports/reports.rules.js';

export type Bar = { label: string; value: number; valueText: string };

const BAR_HEIGHT = 26;
const GAP = 10;
// issue 38: drawn at about a phone's width, so that its 13 px labels stay 13 px there (admin-reports.css
// caps it on a wider screen)
const LABEL_WIDTH = 72;
const WIDTH = 360;

export function BarChart({ title, description, bars }: { title: string; description: string; bars: Bar[] }) {
  const id = useId();
  const shares = barShares(bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + GAP) + GAP;
  const room = WIDTH - LABEL_WIDTH - 56;
  return (
    <svg
      className="bar-chart"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, index) => {
        const y = GAP + index * (BAR_HEIGHT + GAP);
        const length = Math.max(shares[index] ?? 0, 0) * room;
        return (
          <g key={bar.label}>
            <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="middle">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={Math.max(length, 1)} height={BAR_HEIGHT} rx={3} className="bar" />
            <text x={LABEL_WIDTH + length + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle">
              {bar.valueText}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
