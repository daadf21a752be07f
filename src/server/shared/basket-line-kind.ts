// The seam of the basket's lines (decision 0409), copied from the reminder kinds' (0502): a line kind is
// what one concept sells through the basket (a licence, a donation, a designed wallet card, a tracker
// plan): which products are its, how its lines are made from the shopper's form, priced now and taxed,
// what a removed line takes with it, and what a paid order does for them. The store keeps the holders,
// the lines, the totals, the lock, idempotency and the charge, and runs every kind the same way; a line
// of no kind is plain merchandise (the catalog's price, taxed). The kinds are given to the store by the
// composition roots (AppServices.basketLineKinds): the store imports none of them. It sits in shared/,
// below the modules, because the services' type names it.
//
// `Services` is AppServices (app-services.ts names the kinds' type with it): this file imports nothing
// that imports app-services.ts, so the services can carry the kinds without an import cycle.
import type { CurrencyCode } from '../../domain/locale/locales.js';
import type { AppErrorCode } from '../../domain/shared/error-codes.js';
import type { ChosenOptions } from '../../domain/store/basket.rules.js';
import type { BasketLineRow, JurisdictionRow, NewOrderLineRow, OrderRow, ProductRow } from '../db/schema/index.js';
import type { Actor } from './use-case.js';

/** A basket line with the product it is of (as the catalog holds it). */
export type KindLine = { line: BasketLineRow; product: ProductRow };

/** A line priced for the basket's view: `currentCents`, the catalog's price in the basket's country (null: none). */
export type PricedKindLine = KindLine & { currentCents: number | null };

/** A line's price now (null: it is no longer sold) and why it cannot be bought now (null: it can). */
export type LinePrice = { cents: number | null; refusal: AppErrorCode | null };

/** What an order line keeps of what its kind did for it (a licence line: the licence issued). */
export type OrderLineExtras = Pick<NewOrderLineRow, 'license'>;

/** A line a kind puts in the basket (the store adds the basket and the timestamps). */
export type NewBasketLine = {
  productId: string;
  petId: number | null;
  options: ChosenOptions;
  /** the same product with the same key is the same line: adding it again replaces its price, at one */
  optionsKey: string;
  unitPriceCents: number;
  currency: CurrencyCode;
  license?: BasketLineRow['license'];
  walletCardId?: string | null;
};

/** A line a kind made from the shopper's form, before the basket is locked. */
export type PreparedLine<Services> = {
  /** sees the basket's lines under its lock and throws to refuse (one licence per pet, five cards) */
  refuse?: (existing: readonly BasketLineRow[]) => void;
  /** the line, made in the basket's transaction (`services.db` is it): a kind may write its own rows first */
  line: (services: Services) => Promise<NewBasketLine>;
};

export type BasketLineKind<Services> = {
  /** the kind's name: the slug of its product, e.g. 'pet-license' */
  slug: string;
  /** whether a product is this kind's (its lines are); default: the product of the kind's slug */
  sells?: (product: ProductRow) => boolean;
  /** PRODUCT.md §5: merchandise is taxed, licences and donations are not */
  taxable: boolean;
  /**
   * Parses the shopper's form with the concept's domain schema and makes its line (quoted, composed),
   * refusing with the concept's codes; `actor` is null for a visitor.
   */
  add?: (
    services: Services,
    call: { actor: Actor | null; input: { city: JurisdictionRow; form: unknown } },
  ) => Promise<PreparedLine<Services>>;
  /** The kind's lines of one basket priced now; a line it leaves out is priced by the catalog. Default: the catalog's. */
  price?: (
    services: Services,
    call: { input: { accountId: number | null; city: JurisdictionRow; lines: readonly PricedKindLine[] } },
  ) => Promise<ReadonlyMap<string, LinePrice>>;
  /** A line taken out of the basket, in the removal's transaction (`services.db` is it). */
  removed?: (services: Services, call: { input: { line: BasketLineRow } }) => Promise<void>;
  /** Whether a line renews on the card it is bought with (the card is kept). */
  keepsCard?: (line: BasketLineRow) => boolean;
  /**
   * The paid order's lines of this kind, in the checkout's transaction (`services.db` is it), before its
   * order lines are written: what each order line keeps, by basket line id.
   */
  fulfil?: (
    services: Services,
    call: { actor: Actor; input: { order: OrderRow; lines: readonly KindLine[] } },
  ) => Promise<ReadonlyMap<string, OrderLineExtras> | undefined>;
};

/** The kind a product is of; undefined: plain merchandise. */
export function kindOf<Services>(
  kinds: readonly BasketLineKind<Services>[],
  product: ProductRow,
): BasketLineKind<Services> | undefined {
  return kinds.find((kind) => (kind.sells ? kind.sells(product) : product.slug === kind.slug));
}

/** The lines of each kind that has some, in the kinds' order (merchandise is no kind's). */
export function linesByKind<Services, Line extends KindLine>(
  kinds: readonly BasketLineKind<Services>[],
  lines: readonly Line[],
): Array<[BasketLineKind<Services>, Line[]]> {
  return kinds.flatMap((kind) => {
    const own = lines.filter((line) => kindOf(kinds, line.product) === kind);
    return own.length > 0 ? [[kind, own] as [BasketLineKind<Services>, Line[]]] : [];
  });
}
