// The smart tracker block's API token (spec §6, §7.1; decision 0402): an `Authorization: Bearer <token>`
// header is the request's only credential (the session cookie is not read beside it), and it opens the
// three tracker operations and nothing else. Checked before anything runs.
import { type DocumentNode, Kind, type SelectionSetNode } from 'graphql';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';
import type { GraphQLContext } from '../graphql-kit/context.js';

/** spec §7.1: the operations a token may call (root fields), and nothing else. */
export const TRACKER_TOKEN_FIELDS: ReadonlySet<string> = new Set([
  'petTrackingDeviceAddToOrderContext',
  'addPetTrackingDeviceToOrder',
  'removePetTrackingDeviceToOrder',
]);

/**
 * The token of an Authorization header: undefined without the header, '' for one that is not a bearer
 * token (refused like an unknown token, never read as "no credential").
 */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer ([\x21-\x7e]{1,200})$/i.exec(header.trim());
  return match?.[1] ?? '';
}

/** The root fields a document asks for, through fragments, in every operation it holds. */
function rootFields(document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [],
    ),
  );
  const names: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet);
  return names;
}

/**
 * Why a request that came with a token is refused, or null: UNAUTHENTICATED for a malformed, unknown,
 * expired or revoked token; FORBIDDEN for any field but the three (`__typename` aside).
 */
export function apiTokenRefusal(document: DocumentNode, context: GraphQLContext): AppError | null {
  if (!context.viaApiToken) return null;
  if (!context.viewer) return new AppError('UNAUTHENTICATED');
  const other = rootFields(document).some((name) => name !== '__typename' && !TRACKER_TOKEN_FIELDS.has(name));
  return other ? new AppError('FORBIDDEN') : null;
}
