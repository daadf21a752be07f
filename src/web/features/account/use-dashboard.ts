import type { Loaded } from '../../lib/use-loaded.js';
import type { DashboardQuery } from '../../lib/graphql-types.generated.js';
import { useDashboardQuery } from './api/dashboard.generated.js';

/** How many orders the dashboard's "Recent orders" card lists. */
const RECENT_ORDERS = 3;

export type DashboardData = {
  account: NonNullable<DashboardQuery['myAccount']>;
  guardianCount: number;
  /** the owner's pets still with them */
  pets: DashboardQuery['myPets'];
  /** HomeSafe (issue 18): what finders wrote about the owner's pets */
  foundConversations: DashboardQuery['myFoundConversations'];
  /** the owner's latest orders, newest first (the card shows a few; Order History has them all) */
  recentOrders: DashboardQuery['myOrders'];
};

/** What My Dashboard's next steps are made of (decision 0020), in one request. */
export function useDashboard(): Loaded<DashboardData> {
  return useDashboardQuery(undefined, {
    key: 'dashboard',
    select: (result): DashboardData => {
      if (!result?.myAccount) throw new Error('no account');
      return {
        account: result.myAccount,
        guardianCount: result.petGuardians.length,
        pets: result.myPets.filter((pet) => pet.active),
        foundConversations: result.myFoundConversations,
        recentOrders: result.myOrders.slice(0, RECENT_ORDERS),
      };
    },
  }).state;
}
