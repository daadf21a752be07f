// Issue 18 (decisions 0801, 0804): the designer's settings. The designs' placeholders are domain data the web
// reads itself; the server names which designs are sold to the owner and where their artwork is.
import type { WalletCardDesignChoice } from '../../../domain/wallet-card/wallet-card.schemas.js';
import { TEXT_VALUE_TYPES } from '../../../domain/wallet-card/wallet-card.layout.js';
import { builder } from '../../graphql-kit/builder.js';
import { byId, noArgs } from '../../graphql-kit/field-args.js';
import { viewerField } from '../../graphql-kit/root-fields.js';
import { linkOrigin } from '../../graphql-kit/context.js';
import {
  type DesignerDesign,
  latestWalletCardDesign,
  type WalletCardDesigner,
  walletCardDesigner,
} from './wallet-card.service.js';

const WalletCardDesignRef = builder.objectRef<DesignerDesign>('WalletCardDesign').implement({
  description: 'spec §3 Card: a design sold in the owner’s country, with its artwork URLs (spec §7.3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    frontUrl: t.exposeString('frontUrl'),
    backUrl: t.exposeString('backUrl'),
    primaryColor: t.exposeString('primaryColor'),
    secondaryColor: t.exposeString('secondaryColor'),
    fontFamily: t.exposeString('fontFamily'),
  }),
});

const WalletCardDesignerRef = builder.objectRef<WalletCardDesigner>('WalletCardDesigner').implement({
  fields: (t) => ({
    fontCssUrl: t.exposeString('fontCssUrl', {
      description: 'the web font stylesheet, asked with ?family=<Family>:wght@<weights joined by ";">',
    }),
    designs: t.field({ type: [WalletCardDesignRef], resolve: (designer) => designer.designs }),
    foundPageOrigin: t.string({
      description:
        'decision 0804: the origin of the found page a card’s QR code encodes, as the server composes the card it stores',
      resolve: (_designer, _args, context) => linkOrigin(context),
    }),
  }),
});

viewerField('query', 'walletCardDesigner', {
  ...noArgs,
  type: WalletCardDesignerRef,
  description: 'The wallet card designs sold to the caller and the web font stylesheet URL (issue 18)',
  useCase: walletCardDesigner,
});

type SavedValue = { valueType: string; text: string };

const WalletCardSavedValueRef = builder.objectRef<SavedValue>('WalletCardSavedValue').implement({
  description: 'one text value of a saved design, by its valueType (spec §3)',
  fields: (t) => ({
    valueType: t.exposeString('valueType'),
    text: t.exposeString('text'),
  }),
});

const WalletCardSavedDesignRef = builder.objectRef<WalletCardDesignChoice>('WalletCardSavedDesign').implement({
  description: 'issue 38 D8: the design of the latest card an owner made for a pet (decision 0804 keeps it)',
  fields: (t) => ({
    designId: t.exposeString('designId'),
    primaryColor: t.exposeString('primaryColor'),
    secondaryColor: t.exposeString('secondaryColor'),
    values: t.field({
      type: [WalletCardSavedValueRef],
      resolve: (design) =>
        TEXT_VALUE_TYPES.flatMap((valueType) => {
          const text = design.values[valueType];
          return text === undefined ? [] : [{ valueType, text }];
        }),
    }),
  }),
});

viewerField('query', 'walletCardLatestDesign', {
  type: WalletCardSavedDesignRef,
  nullable: true,
  description:
    "The design of the caller's latest wallet card for one of their pets (basket or order), null when none: the designer starts from it (issue 38 D8)",
  ...byId('petId'),
  useCase: latestWalletCardDesign,
});
