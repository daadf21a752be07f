// Builds the schema from every module's fields. Import order does not matter to Pothos.
import { builder } from '../graphql-kit/builder.js';
import '../modules/access-code/access-code.graphql.js';
import '../modules/admin/admin.graphql.js';
import '../modules/account/account.graphql.js';
import '../modules/account/account-details.graphql.js';
import '../modules/account/jurisdiction-move.graphql.js';
import '../modules/address/address.graphql.js';
import '../modules/auth/auth.graphql.js';
import '../modules/jurisdiction/jurisdiction.graphql.js';
import '../modules/license/license.graphql.js';
import '../modules/pet/pet.graphql.js';
import '../modules/pet-guardian/pet-guardian.graphql.js';
import '../modules/second-factor/second-factor.graphql.js';
import '../modules/password/password.graphql.js';
import '../modules/rabies/rabies.graphql.js';
import '../modules/admin-orders/admin-orders.graphql.js';
import '../modules/jurisdiction-settings/jurisdiction-settings.graphql.js';
import '../modules/reports/reports.graphql.js';
import '../modules/store/store.graphql.js';
import '../modules/store/checkout.graphql.js';
import '../modules/store/billing.graphql.js';
import '../modules/store/smart-tracker.graphql.js';
import '../modules/homesafe/homesafe.graphql.js';
import './site-services.js';
import '../modules/wallet-card/wallet-card.graphql.js';
import '../modules/operator/operator.graphql.js';

export const schema = builder.toSchema({ sortSchema: true });
