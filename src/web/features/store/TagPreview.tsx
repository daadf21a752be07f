// A live picture of an engraved tag (PRODUCT.md §5): its shape, the chosen colour and the two lines as
// they are typed. Decorative beside the form's own fields, so it is hidden from assistive technology.
import type { ReactNode } from 'react';
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
const SHAPES: Record<string, { outline: ReactNode; lines: [number, number] }> = {
  'tag-bone': { outline: BONE, lines: [116, 140] },
  'tag-round': { outline: <circle cx="160" cy="130" r="80" />, lines: [128, 154] },
  'tag-heart': { outline: <path d="M160 212 78 130a46 46 0 0 1 82-52 46 46 0 0 1 82 52z" />, lines: [130, 152] },
  'tag-maple': {
    outline: (
      <path d="M160 24l18 36 22-10-6 42 26-22 8 16 26-4-10 30 14 8-50 40 6 24-46-8v44h-16v-44l-46 8 6-24-50-40 14-8-10-30 26 4 8-16 26 22-6-42 22 10z" />
    ),
    lines: [126, 146],
  },
};
const LIGHT_TEXT = new Set(['red', 'blue', 'green', 'black']);

export function TagPreview({ imageKey, color, lines }: { imageKey: string; color: string; lines: [string, string] }) {
  const shape = SHAPES[imageKey] ?? SHAPES['tag-round'];
  if (!shape) return null;
  const fill = OPTION_SWATCHES[color as keyof typeof OPTION_SWATCHES] ?? OPTION_SWATCHES.silver;
  const ink = LIGHT_TEXT.has(color) ? '#fff' : '#1d2731';
  return (
    <svg className="tag-preview" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect width="320" height="240" fill="#eef4f8" />
      <g fill="#3d4a56" stroke="#3d4a56" strokeWidth="6" strokeLinejoin="round">
        {shape.outline}
      </g>
      <g fill={fill}>{shape.outline}</g>
      <text
        x="160"
        y={shape.lines[0]}
        textAnchor="middle"
        fontFamily="sans-serif"
        fontSize="18"
        fontWeight="700"
        fill={ink}
      >
        {lines[0].toUpperCase()}
      </text>
      <text x="160" y={shape.lines[1]} textAnchor="middle" fontFamily="sans-serif" fontSize="13" fill={ink}>
        {lines[1]}
      </text>
    </svg>
  );
}
