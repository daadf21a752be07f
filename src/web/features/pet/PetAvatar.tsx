import { PawPrint } from '../../components/PawPrint.js';

// A pet's photo, or the default paw (spec §2.16 avatar picker's default).
/** `alt` is empty where the pet's name is already beside it. */
export function PetAvatar({ alt, photoUrl, size = 64 }: { alt: string; photoUrl?: string | null; size?: number }) {
  if (photoUrl) return <img className="pet-avatar" src={photoUrl} alt={alt} width={size} height={size} />;
  return (
    <svg className="pet-avatar pet-avatar-default" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#e3edf3" />
      <PawPrint transform="translate(7 9) scale(1.25)" />
    </svg>
  );
}
