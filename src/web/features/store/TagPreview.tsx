// A live picture of an engraved tag (PRODUCT.md §5): its shape, the chosen colour and design and the two
// lines as they are typed. Decorative beside the form's own fields (and the Tag Gallery's tile names), so
// it is hidden from assistive technology.
import { type ReactNode, useId } from 'react';
import { OPTION_SWATCHES } from '../../../domain/store/catalog.js';

/** Each tag's outline as SVG shapes; drawn twice (a wide stroke, then the fill) so only the outer edge shows. */
const BONE = (
  <>
    <circle cx="96" cy="96" r="30" />
    <circle cx="96" cy="144" r="30" />
    <circle cx="224" cy="96" r="30" />
    <circle cx="224" cy="144" r="30" />
    <rect x="96" y="92" width="128" height="56" />
  </>
);
/** Each shape's outline, the baselines of its two lines and the width the lines have on its face. */
const SHAPES: Record<string, { outline: ReactNode; lines: [number, number]; width: number }> = {
  'tag-bone': { outline: BONE, lines: [116, 140], width: 170 },
  'tag-round': { outline: <circle cx="160" cy="130" r="80" />, lines: [128, 154], width: 140 },
  'tag-heart': {
    outline: <path d="M160 212 78 130a46 46 0 0 1 82-52 46 46 0 0 1 82 52z" />,
    lines: [130, 152],
    width: 130,
  },
  'tag-maple': {
    outline: (
      <path d="M160 24l18 36 22-10-6 42 26-22 8 16 26-4-10 30 14 8-50 40 6 24-46-8v44h-16v-44l-46 8 6-24-50-40 14-8-10-30 26 4 8-16 26 22-6-42 22 10z" />
    ),
    lines: [126, 146],
    width: 110,
  },
};

/** Whether a product's picture key is a tag shape this preview draws (the basket draws such a line's tag). */
export function isTagShape(imageKey: string): boolean {
  return imageKey in SHAPES;
}

/** A line's font size: its largest size while the text (about 0.7 em a letter) fits the face's width. */
function fittedSize(text: string, largest: number, width: number): number {
  const letters = Array.from(text).length;
  return letters === 0 ? largest : Math.max(8, Math.min(largest, Math.floor(width / (0.7 * letters))));
}
const LIGHT_TEXT = new Set(['red', 'blue', 'green', 'black']);

/** A design's motif, repeated faintly over the tag's face (decision 0406); "classic" is the plain face. */
const MOTIFS: Record<string, ReactNode> = {
  'paw-print': (
    <>
      <ellipse cx="20" cy="24" rx="6" ry="5" />
      <circle cx="13" cy="16" r="2.6" />
      <circle cx="18" cy="12" r="2.6" />
      <circle cx="23" cy="12" r="2.6" />
      <circle cx="28" cy="16" r="2.6" />
    </>
  ),
  stars: <path d="m20 9 3 7h7l-6 4.5 2.5 7.5-6.5-4.5-6.5 4.5 2.5-7.5-6-4.5h7z" />,
};

export function TagPreview({
  imageKey,
  color,
  design = null,
  lines,
}: {
  imageKey: string;
  color: string;
  design?: string | null;
  lines: [string, string];
}) {
  const patternId = `tag-motif-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const shape = SHAPES[imageKey] ?? SHAPES['tag-round'];
  if (!shape) return null;
  const fill = OPTION_SWATCHES[color as keyof typeof OPTION_SWATCHES] ?? OPTION_SWATCHES.silver;
  const ink = LIGHT_TEXT.has(color) ? '#fff' : '#1d2731';
  const motif = design ? MOTIFS[design] : undefined;
  return (
    <svg className="tag-preview" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect width="320" height="240" fill="#eef4f8" />
      <g fill="#3d4a56" stroke="#3d4a56" strokeWidth="6" strokeLinejoin="round">
        {shape.outline}
      </g>
      <g fill={fill}>{shape.outline}</g>
      {motif ? (
        <>
          <defs>
            <pattern id={patternId} width="40" height="40" patternUnits="userSpaceOnUse">
              <g fill={ink} opacity="0.22">
                {motif}
              </g>
            </pattern>
          </defs>
          <g fill={`url(#${patternId})`}>{shape.outline}</g>
        </>
      ) : null}
      <TagLine y={shape.lines[0]} size={fittedSize(lines[0], 18, shape.width)} bold ink={ink}>
        {lines[0].toUpperCase()}
      </TagLine>
      <TagLine y={shape.lines[1]} size={fittedSize(lines[1], 13, shape.width)} ink={ink}>
        {lines[1]}
      </TagLine>
    </svg>
  );
}

/** One engraved line, centred on the tag. */
function TagLine({
  y,
  size,
  bold,
  ink,
  children,
}: {
  y: number;
  size: number;
  bold?: boolean;
  ink: string;
  children: string;
}) {
  return (
    <text
      x="160"
      y={y}
      textAnchor="middle"
      fontFamily="sans-serif"
      fontSize={size}
      fontWeight={bold ? '700' : undefined}
      fill={ink}
    >
      {children}
    </text>
  );
}
