// Builds the schema from every module's fields. Import order does not matter to Pothos.
import { builder } from './builder.js';
import '../modules/auth/auth.graphql.js';
import '../modules/jurisdiction/jurisdiction.graphql.js';

export const schema = builder.toSchema({ sortSchema: true });
