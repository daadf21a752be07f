// What the second-factor fields' integration tests read of an answer (decisions 0111, 0116).
type Answer = { body: { errors?: Array<{ extensions?: { details?: unknown } }> } };

/** The field errors of an answer, path → message key (`''`: about the whole form). */
export const fieldErrors = (answer: Answer) =>
  Object.fromEntries(
    (
      (answer.body.errors?.[0]?.extensions?.details as { fields?: Array<{ path: string; message: string }> })?.fields ??
      []
    ).map((field) => [field.path, field.message]),
  );
