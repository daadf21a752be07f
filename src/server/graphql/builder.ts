import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { AppError } from '../shared/app-error.js';
import type { GraphQLContext } from './context.js';

export type AuthScopes = {
  /** anyone, visitors included: must be declared explicitly */
  public: boolean;
  loggedIn: boolean;
  owner: boolean;
  admin: boolean;
};

// Plugin order as STACK.md: scope-auth, errors, validation.
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      public: true,
      loggedIn: !!context.viewer,
      owner: context.viewer?.role === 'OWNER',
      admin: context.viewer?.role === 'ADMIN',
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer ? new AppError('FORBIDDEN') : new AppError('UNAUTHENTICATED'),
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
