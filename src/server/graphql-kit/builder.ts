import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { AppError } from '../shared/app-error.js';
import type { GraphQLContext } from './context.js';

export type AuthScopes = {
  /** anyone, visitors included: must be declared explicitly */
  public: boolean;
  loggedIn: boolean;
  owner: boolean;
  admin: boolean;
  /** the site operator (decision 0113): the operator console's fields only */
  operator: boolean;
  /** an owner calling with the tracker block's API token (decision 0402): the three tracker fields only */
  trackerApi: boolean;
};

// Only scope-auth: inputs are validated by the domain schema inside each use case and failures are
// thrown as AppError (docs/decisions/0011-server-module-recipe.md), so the errors and validation plugins
// would be a second, unused way.
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => {
      // a token's caller is no session: only the fields that declare trackerApi take it
      const session = context.viaApiToken ? null : context.viewer;
      return {
        public: true,
        loggedIn: !!session,
        owner: session?.role === 'OWNER',
        admin: session?.role === 'ADMIN',
        operator: session?.role === 'OPERATOR',
        trackerApi: !!context.viaApiToken && context.viewer?.role === 'OWNER',
      };
    },
    unauthorizedError: (_parent, context) =>
      context.viewer ? new AppError('FORBIDDEN') : new AppError('UNAUTHENTICATED'),
  },
});

builder.queryType({});
builder.mutationType({});

/** The schema's types, for the field factories' signatures */
export type Types = (typeof builder)['$inferSchemaTypes'];
