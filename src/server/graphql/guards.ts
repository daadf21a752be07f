// What a resolver checks before it calls a use case. authScopes on the field has already refused the
// wrong caller; these give the use case its actor (and check again, so a field declared too loosely
// still cannot reach an owner's use case without one).
import type { Actor } from '../shared/use-case.js';
import { AppError } from '../shared/app-error.js';
import { consumeRateLimit, type RateLimitRule } from '../modules/rate-limit/rate-limit.service.js';
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
