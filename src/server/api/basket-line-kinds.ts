// What the basket sells besides merchandise (decision 0409): one line kind per concept, each in its own
// module, given to the store through AppServices by the composition roots (main.ts, the test app and
// the test services, the scripts). The store imports none of them; a new kind is a file in its concept's
// module and a line here. The order is the order a paid checkout fulfils them in.
import type { AppServices } from '../app-services.js';
import { licenseLineKind } from '../modules/license/license.line-kind.js';
import { fundLineKind } from '../modules/store/fund.line-kind.js';
import { trackerPlanLineKind } from '../modules/store/smart-tracker.line-kind.js';
import type { BasketLineKind } from '../shared/basket-line-kind.js';
import { walletCardLineKind } from '../modules/wallet-card/wallet-card.line-kind.js';

export const BASKET_LINE_KINDS: readonly BasketLineKind<AppServices>[] = [
  licenseLineKind,
  fundLineKind,
  walletCardLineKind,
  trackerPlanLineKind,
];
