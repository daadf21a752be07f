// The paw of the logo, the page skeleton and the default pet avatar, drawn in a 40 × 40 box and placed
// by `transform` (index.html's skeleton carries the same shapes as markup).
export function PawPrint({ fill = '#0b4f71', transform }: { fill?: string; transform?: string }) {
  return (
    <g fill={fill} transform={transform}>
      <ellipse cx="20" cy="25" rx="8" ry="7" />
      <circle cx="10" cy="15" r="3.5" />
      <circle cx="16" cy="9" r="3.5" />
      <circle cx="24" cy="9" r="3.5" />
      <circle cx="30" cy="15" r="3.5" />
    </g>
  );
}
