// A pet's photo, or the default paw (spec §2.16 avatar picker's default).
/** `alt` is empty where the pet's name is already beside it. */
export function PetAvatar({ alt, photoUrl, size = 64 }: { alt: string; photoUrl?: string | null; size?: number }) {
  if (photoUrl) return <img className="pet-avatar" src={photoUrl} alt={alt} width={size} height={size} />;
  return (
    <svg className="pet-avatar pet-avatar-default" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#e3edf3" />
      <g fill="#0b4f71">
        <ellipse cx="32" cy="40" rx="10" ry="8.5" />
        <circle cx="19.5" cy="28" r="4.5" />
        <circle cx="27" cy="20.5" r="4.5" />
        <circle cx="37" cy="20.5" r="4.5" />
        <circle cx="44.5" cy="28" r="4.5" />
      </g>
    </svg>
  );
}
