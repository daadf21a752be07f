// What a resolver checks before it calls a use case. authScopes on the field has already refused the
// wrong caller; these give the use case its actor (and check again, so a field declared too loosely
// still cannot reach an owner's use case without one).
import type { Actor } from '../shared/use-case.js';
import { AppError } from '../shared/app-error.js';
import { consumeRateLimit, type RateLimitRule } from '../shared/rate-limit/rate-limit.js';
import type { GraphQLContext } from './context.js';

/** The logged-in caller; UNAUTHENTICATED for a visitor. */
export function requireViewer(context: GraphQLContext): Actor {
  if (!context.viewer) throw new AppError('UNAUTHENTICATED');
  return context.viewer;
}

/** A logged-in administrator; FORBIDDEN for an owner. */
export function requireAdmin(context: GraphQLContext): Actor {
  const viewer = requireViewer(context);
  if (viewer.role !== 'ADMIN') throw new AppError('FORBIDDEN');
  return viewer;
}

/** Counts the call against a per-IP limit (QUALITY.md Security); RATE_LIMITED past it. */
export function limitPerIp(context: GraphQLContext, rule: RateLimitRule): Promise<void> {
  return consumeRateLimit(context.services, { input: { rule, subject: context.request.ip } });
}

/**
 * The resolver of a field only a logged-in caller uses: `run` gets the actor from the session (the field
 * still declares `authScopes: { loggedIn: true }`, which Pothos checks first).
 */
export function asViewer<Args, Result>(
  run: (actor: Actor, args: Args, context: GraphQLContext) => Result,
): (root: unknown, args: Args, context: GraphQLContext) => Result {
  return (_root, args, context) => run(requireViewer(context), args, context);
}

/** The resolver of a public field counted per IP: the limit first, then `run`. */
export function limitedPerIp<Args, Result>(
  rule: RateLimitRule,
  run: (args: Args, context: GraphQLContext) => Promise<Result>,
): (root: unknown, args: Args, context: GraphQLContext) => Promise<Result> {
  return async (_root, args, context) => {
    await limitPerIp(context, rule);
    return run(args, context);
  };
}
