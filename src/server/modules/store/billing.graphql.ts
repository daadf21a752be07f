// Billing Details, "Payment and Subscription" (decision 0404): the saved card and the smart tracker
// subscriptions. Owner-only fields over billing.service.ts.
import { localizedText } from '../../../domain/store/catalog.js';
import type { SavedCardRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { byId, noArgs } from '../../graphql-kit/field-args.js';
import { viewerField } from '../../graphql-kit/root-fields.js';
import { linkOrigin } from '../../graphql-kit/context.js';
import {
  type BillingView,
  cancelSubscription,
  myBilling,
  removeSavedCard,
  type SubscriptionView,
  saveCard,
} from './billing.service.js';
import { Money } from '../../graphql-kit/types/money.js';

const SavedCard = builder.objectRef<SavedCardRow>('SavedCard').implement({
  description: 'The card kept for next time and for renewals: never its number',
  fields: (t) => ({
    brand: t.exposeString('brand'),
    last4: t.exposeString('last4'),
    expMonth: t.exposeInt('expMonth'),
    expYear: t.exposeInt('expYear'),
  }),
});

const TrackerSubscription = builder.objectRef<SubscriptionView>('TrackerSubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    petName: t.exposeString('petName'),
    planLabel: t.string({ resolve: (row, _args, context) => localizedText(row.planLabel, context.locale) }),
    interval: t.exposeString('interval'),
    price: t.field({ type: Money, resolve: (row) => ({ amountCents: row.amountCents, currency: row.currency }) }),
    status: t.exposeString('status', {
      description:
        'ACTIVE, CANCELLED (runs to currentPeriodEnd), or PAST_DUE (renewals failed; replacing the card restarts it)',
    }),
    currentPeriodEnd: t.string({
      description: 'the next billing date of an active plan; the last day of a cancelled one',
      resolve: (row) => row.currentPeriodEnd.toISOString(),
    }),
  }),
});

const Billing = builder.objectRef<BillingView>('Billing').implement({
  fields: (t) => ({
    savedCard: t.field({ type: SavedCard, nullable: true, resolve: (billing) => billing.savedCard }),
    subscriptions: t.field({ type: [TrackerSubscription], resolve: (billing) => billing.subscriptions }),
    restartFailure: t.string({
      nullable: true,
      description:
        'saveCard only: the error code (CARD_DECLINED, CARD_INSUFFICIENT_FUNDS…) that kept past-due plans from restarting on the new card',
      resolve: (billing) => billing.restartFailure ?? null,
    }),
  }),
});

viewerField('query', 'myBilling', {
  ...noArgs,
  type: Billing,
  description: "The caller's saved card and subscriptions",
  useCase: myBilling,
});

viewerField('mutation', 'saveCard', {
  type: Billing,
  description:
    'Replaces the saved card with a card the payment form tokenised, and charges past-due plans on it at once',
  args: builder.args((arg) => ({ cardToken: arg.string({ required: true }) })),
  input: (args, context) => ({ cardToken: args.cardToken, origin: linkOrigin(context) }),
  useCase: saveCard,
});

viewerField('mutation', 'removeSavedCard', {
  type: Billing,
  ...noArgs,
  useCase: removeSavedCard,
});

viewerField('mutation', 'cancelSubscription', {
  type: Billing,
  description: 'Cancels a smart tracker plan: it runs to the end of the period paid for',
  ...byId('id'),
  useCase: cancelSubscription,
});
