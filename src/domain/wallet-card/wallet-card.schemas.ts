// Decision 0804: what the designer sends to order a card — the design, never its SVG. The server parses
// it with this schema (the designer checks it with the same one before sending) and composes both sides
// itself with composeWalletCard, from its own artwork, fonts and stored photo.
import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { keyed } from '../shared/schema.helpers.js';
import { findWalletCardDesign, isWalletCardColor } from './wallet-card.designs.js';
import { TEXT_VALUE_TYPES, valueLimit } from './wallet-card.layout.js';
import { isPrintableCardText } from './wallet-card.rules.js';

/** The `v` of a stored photo's URL (its version): which photo the owner saw in the preview. */
export const PHOTO_VERSION = /^[0-9a-f]{8}$/;

const invalid = keyed(msg('validation.invalidValue'));
const text = z.string(invalid).max(400, invalid).optional();

/**
 * A designed card as the designer sends it. Strict: a field it does not name (a `front`, `back` or
 * any SVG) is refused, not ignored. `photo` is the version of the pet's stored photo the preview showed
 * (null: the paw picture); `fallbackFont` is true when the preview had to use the standard font.
 */
export const walletCardDesignSchema = z
  .strictObject(
    {
      designId: z.string(invalid).max(40, invalid),
      petId: z.string(invalid).regex(/^[1-9]\d{0,11}$/, invalid),
      primaryColor: z.string(invalid).refine(isWalletCardColor, invalid),
      secondaryColor: z.string(invalid).refine(isWalletCardColor, invalid),
      values: z.strictObject(
        {
          HEADER: text,
          PET_TEMPERAMENT: text,
          PET_COLOR: text,
          EMERGENCY_CONTACT_TWO_DISPLAY_NAME: text,
          EMERGENCY_CONTACT_TWO_PHONE_NUMBER: text,
        },
        invalid,
      ),
      photo: z.string(invalid).regex(PHOTO_VERSION, invalid).nullable(),
      fallbackFont: z.boolean(invalid),
    },
    invalid,
  )
  .superRefine((design, ctx) => {
    const entry = findWalletCardDesign(design.designId);
    if (!entry) {
      ctx.addIssue({ code: 'custom', path: ['designId'], message: invalid.error });
      return;
    }
    for (const type of TEXT_VALUE_TYPES) {
      const value = design.values[type] ?? '';
      if (!isPrintableCardText(value) || Array.from(value).length > valueLimit(entry, type))
        ctx.addIssue({ code: 'custom', path: ['values', type], message: invalid.error });
    }
  })
  .transform((design) => ({
    ...design,
    primaryColor: design.primaryColor.toLowerCase(),
    secondaryColor: design.secondaryColor.toLowerCase(),
  }));

export type WalletCardDesignInput = z.input<typeof walletCardDesignSchema>;
export type WalletCardDesignChoice = z.output<typeof walletCardDesignSchema>;
