// The store's product pictures (decision 0401): our own SVG files, each its own hashed asset served with
// the immutable caching of /assets, never inlined into the store's code.
import collarLeather from './images/collar-leather.svg?no-inline';
import collarNylon from './images/collar-nylon.svg?no-inline';
import donation from './images/donation.svg?no-inline';
import license from './images/license.svg?no-inline';
import notFound from './images/not-found.svg?no-inline';
import smartTracker from './images/smart-tracker.svg?no-inline';
import tagBone from './images/tag-bone.svg?no-inline';
import tagHeart from './images/tag-heart.svg?no-inline';
import tagMaple from './images/tag-maple.svg?no-inline';
import tagRound from './images/tag-round.svg?no-inline';
import walletCard from './images/wallet-card.svg?no-inline';

const PRODUCT_IMAGES: Record<string, string> = {
  'collar-leather': collarLeather,
  'collar-nylon': collarNylon,
  donation,
  license,
  'smart-tracker': smartTracker,
  'tag-bone': tagBone,
  'tag-heart': tagHeart,
  'tag-maple': tagMaple,
  'tag-round': tagRound,
  'wallet-card': walletCard,
};

/** The picture of a product's image key; an unknown key shows the wallet card's neutral picture. */
export function productImageUrl(imageKey: string): string {
  return PRODUCT_IMAGES[imageKey] ?? walletCard;
}

export const NOT_FOUND_IMAGE_URL = notFound;
