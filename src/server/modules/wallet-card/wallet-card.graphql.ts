// Issue 18 (decisions 0801, 0804): the designer's settings. The designs' placeholders are domain data the web
// reads itself; the server names which designs are sold to the owner and where their artwork is.
import { builder } from '../../graphql/builder.js';
import { linkOrigin } from '../../graphql/context.js';
import { ownerQuery } from '../../graphql/owner-field.js';
import { type DesignerDesign, type WalletCardDesigner, walletCardDesigner } from './wallet-card.service.js';

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

ownerQuery('walletCardDesigner', {
  type: WalletCardDesignerRef,
  description: 'The wallet card designs sold to the caller and the web font stylesheet URL (issue 18)',
  useCase: walletCardDesigner,
});
