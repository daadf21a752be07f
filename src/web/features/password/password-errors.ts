// How the password screens read an API failure: a field's message key, or a translated code.
import type { TFunction } from 'i18next';
import { GraphQLRequestError } from '../../lib/graphql-client.js';

/** The encoded message key the server gave for one field (VALIDATION_FAILED details.fields). */
export function serverFieldError(error: unknown, path: string): string | undefined {
  if (!(error instanceof GraphQLRequestError) || error.code !== 'VALIDATION_FAILED') return undefined;
  const fields = (error.details?.fields ?? []) as Array<{ path: string; message: string }>;
  return fields.find((field) => field.path === path)?.message;
}

export function errorCode(error: unknown): string {
  return error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
}

/** The translated text of a server error code (common:serverErrors, exhaustive over AppError). */
export function serverErrorText(t: TFunction, error: unknown): string {
  return t(`common:serverErrors.${errorCode(error)}`, { defaultValue: t('common:serverErrors.INTERNAL') });
}
