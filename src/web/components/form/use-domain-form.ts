// The one form hook (decision 0012's companion, STYLE.md habits 2 and 4): values in one object, the
// domain schema run on submit (the server parses the same schema again), field errors kept by path,
// server field errors and error codes turned into messages, and the error summary shown after a
// failed submit with the view moved to the first error (spec §5 General); from then on a corrected field's
// error (and its summary entry) leaves as it is corrected, not at the next submit (issue 38 D21).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, fieldErrorsOf, loadServerErrorTexts, serverErrorText } from '../../lib/graphql-client.js';
import {
  errorsFromIssues,
  type FieldErrors,
  refreshedErrors,
  type SubmittedErrors,
  scrollThenFocusFirstError,
} from './form-errors.js';
import { loadDomainMessages } from './MessageText.js';
import type { FieldMessage } from './use-message.js';
import { DOMAIN_PARSE_PARAMS, type DomainParseParams } from '../../../domain/shared/messages.js';

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/** A domain zod schema, or anything that parses like one. */
export type DomainSchema<Output> = {
  safeParse(
    input: unknown,
    params?: DomainParseParams,
  ): { success: true; data: Output } | { success: false; error: { issues: Issues } };
};

export type DomainFormOptions<Values, Input> = {
  /** prefix of every element id: `${id}-${path}`, dots as dashes (e.g. signup-phones-0-number) */
  id: string;
  initialValues: Values | (() => Values);
  /**
   * the domain schema the input must pass (the server parses it again); or its loader, where zod would
   * weigh on the page's first load: it starts with the first edit and is awaited on submit (issue 12: P6)
   */
  schema?: DomainSchema<unknown> | (() => Promise<DomainSchema<unknown>>);
  /** what is checked and sent, when it is not the values themselves (e.g. a blank date as null) */
  toInput?: (values: Values) => Input;
  /** checks the schema cannot make, or the whole check where a schema would weigh on the page */
  check?: (values: Values) => Partial<Record<string, FieldMessage>>;
  /** groups that show one error for all their fields (an address): the summary links to the group */
  groups?: readonly string[];
  /** server error codes shown next to a field instead of above the form */
  fieldCodes?: Readonly<Record<string, string>>;
  /** asked once the input is valid, before anything is sent (a confirmation modal); false stops */
  confirm?: () => Promise<boolean>;
  /** sends the checked input; a failure shows as field errors or a form-level message */
  onSubmit: (input: Input, values: Values) => Promise<unknown> | unknown;
  /** a server error code the screen handles itself; return true when it did */
  onServerError?: (code: string) => boolean;
};

/** The names of a form's values of one type, e.g. its text fields. */
export type NameOf<Values, T> = { [K in keyof Values]-?: Values[K] extends T ? K : never }[keyof Values] & string;

export type DomainForm<Values> = {
  values: Values;
  /** a method, so that a form of more values can be passed where fewer are used (OwnerDetailsFields) */
  set<K extends keyof Values>(name: K, value: Values[K]): void;
  errors: FieldErrors;
  /** shows (or, with undefined, clears) one field's error without a submit (e.g. an e-mail check on blur) */
  setError: (path: string, message: FieldMessage | undefined) => void;
  idOf: (path: string) => string;
  submitting: boolean;
  /** the form-level message: a server error, or a domain message about the whole form */
  formMessage: FieldMessage | null;
  /** the error summary's entries, after a failed submit, each with its field's label when known */
  summary: Array<{ id: string; label: string | undefined; message: FieldMessage }>;
  /** a field tells the form its label, for the summary (the messages are generic: "This field is required.") */
  labelField: (path: string, label: unknown) => void;
  /**
   * The props of the `<Field>` at `path` (its id, label and error), its label told to the summary as well
   * (`summaryLabel` where the summary needs more words than the field, e.g. "Birth date – Day").
   */
  fieldProps: <Label>(
    path: string,
    label: Label,
    summaryLabel?: unknown,
  ) => { id: string; label: Label; error: FieldMessage | undefined };
  /** shows errors found outside a submit (a check the page ran itself) as a failed submit does */
  showErrors: (errors: FieldErrors) => void;
  reset: () => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  onSubmit: (event: FormEvent) => void;
};

export function useDomainForm<Values extends object, Input = Values>(
  options: DomainFormOptions<Values, Input>,
): DomainForm<Values> {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<FieldMessage | null>(null);
  const [summaryShown, setSummaryShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const labels = useRef<Record<string, string>>({});
  const cancelFocus = useRef<() => void>(undefined);
  useEffect(() => () => cancelFocus.current?.(), []);
  /** what the last failed submit found, so that its errors follow the corrections (refreshedErrors) */
  const submitted = useRef<SubmittedErrors | null>(null);
  const refreshRun = useRef(0);

  const idOf = (path: string) => `${options.id}-${path.replace(/\./g, '-')}`;
  const labelField = (path: string, label: unknown) => {
    if (typeof label === 'string') labels.current[path] = label;
  };
  const groupOf = (path: string) => options.groups?.find((group) => path.startsWith(`${group}.`)) ?? path;

  /** Domain messages (strings) show once their formatter is in: no empty error, no empty summary link. */
  const whenReadable = (messages: Array<FieldMessage | undefined>, apply: () => void) => {
    if (messages.some((message) => typeof message === 'string')) void loadDomainMessages().then(apply);
    else apply();
  };

  const show = (found: FieldErrors) => whenReadable(Object.values(found), () => showNow(found));
  /**
   * The errors in the order their fields stand on the page (a schema lists its issues in its own order):
   * the summary reads top to bottom, as the person will fix them. Fields not on the page go last.
   */
  const inPageOrder = (fields: FieldErrors): FieldErrors => {
    const elementOf = (path: string) => document.getElementById(idOf(groupOf(path)));
    return Object.fromEntries(
      Object.entries(fields).sort(([a], [b]) => {
        const first = elementOf(a);
        const second = elementOf(b);
        if (!first || !second || first === second) return first && !second ? -1 : second && !first ? 1 : 0;
        return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      }),
    );
  };
  const showNow = (found: FieldErrors) => {
    const { '': formLevel, ...unordered } = found;
    const fields = inPageOrder(unordered);
    setErrors(fields);
    setFormMessage(formLevel ?? null);
    setSummaryShown(Object.keys(fields).length > 0);
    cancelFocus.current?.();
    if (Object.keys(fields).length > 0) cancelFocus.current = scrollThenFocusFirstError(formRef, summaryRef);
  };

  /** The schema, or a loader's fresh one (its module downloads once; the schema is made anew each time). */
  const loadSchema = () => (typeof options.schema === 'function' ? options.schema() : options.schema);
  const awaitingSchema = useRef(false);
  const schemaRequested = useRef(false);
  /** A loader starts with the first edit, so that the submit seldom waits for it. */
  const requestSchema = () => {
    if (typeof options.schema !== 'function' || schemaRequested.current) return;
    schemaRequested.current = true;
    options.schema().catch(() => {
      schemaRequested.current = false; // tried again with the next edit, and on submit
    });
  };

  const parse = (
    schema: DomainSchema<unknown> | undefined,
  ): { ok: true; input: Input } | { ok: false; errors: FieldErrors } => {
    const input = options.toInput ? options.toInput(values) : (values as unknown as Input);
    const parsed = schema?.safeParse(input, DOMAIN_PARSE_PARAMS);
    const found = parsed && !parsed.success ? errorsFromIssues(parsed.error.issues) : {};
    for (const [path, message] of Object.entries(options.check?.(values) ?? {})) if (message) found[path] ??= message;
    return Object.keys(found).length > 0 ? { ok: false, errors: found } : { ok: true, input };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || awaitingSchema.current) return;
    let schema = loadSchema();
    if (schema instanceof Promise) {
      awaitingSchema.current = true; // a second press while the schema downloads does nothing
      try {
        schema = await schema;
      } catch {
        setFormMessage({ text: serverErrorText(t, 'NETWORK') });
        return;
      } finally {
        awaitingSchema.current = false;
      }
    }
    const result = parse(schema);
    submitted.current = result.ok ? null : { values, local: new Set(Object.keys(result.errors)), server: new Set() };
    show(result.ok ? {} : result.errors);
    if (!result.ok || (options.confirm && !(await options.confirm()))) return;
    setSubmitting(true);
    const refusedByServer = (found: FieldErrors) => {
      submitted.current = { values, local: new Set(), server: new Set(Object.keys(found)) };
      show(found);
    };
    try {
      await options.onSubmit(result.input, values);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const code = errorCodeOf(error);
      if (!fields) await loadServerErrorTexts(i18n);
      if (fields) refusedByServer(fields);
      else if (options.onServerError?.(code)) return;
      else if (options.fieldCodes?.[code])
        refusedByServer({ [options.fieldCodes[code]]: { text: serverErrorText(t, code) } });
      else setFormMessage({ text: serverErrorText(t, code) });
    } finally {
      setSubmitting(false);
    }
  };

  // issue 38 D21: after a failed submit, each change checks again what the submit refused
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are what changes
  useEffect(() => {
    const last = submitted.current;
    if (!last || last.values === values) return;
    const run = ++refreshRun.current;
    const refresh = (schema: DomainSchema<unknown> | undefined) => {
      if (run !== refreshRun.current) return;
      const result = parse(schema);
      const found = result.ok ? {} : result.errors;
      whenReadable(Object.values(found), () => setErrors((current) => refreshedErrors(current, last, found, values)));
    };
    const schema = loadSchema();
    if (schema instanceof Promise) schema.then(refresh, () => undefined);
    else refresh(schema);
  }, [values]);

  const summary: DomainForm<Values>['summary'] = [];
  if (summaryShown) {
    const seen = new Set<string>();
    for (const [path, message] of Object.entries(errors)) {
      const target = groupOf(path);
      if (seen.has(target)) continue;
      seen.add(target);
      summary.push({ id: idOf(target), label: labels.current[target], message });
    }
  }

  return {
    values,
    set: (name, value) => {
      requestSchema();
      setValues((current) => ({ ...current, [name]: value }));
    },
    errors,
    setError: (path, message) =>
      whenReadable([message], () =>
        // the same state when nothing changes, so that a caller's effect that sets an error does not render again
        setErrors((current) => {
          if (current[path] === message) return current;
          const { [path]: _previous, ...rest } = current;
          return message === undefined ? rest : { ...rest, [path]: message };
        }),
      ),
    idOf,
    submitting,
    formMessage,
    summary,
    showErrors: show,
    labelField,
    fieldProps: (path, label, summaryLabel = label) => {
      labelField(path, summaryLabel);
      return { id: idOf(path), label, error: errors[path] };
    },
    reset: () => {
      submitted.current = null;
      setValues(options.initialValues);
      show({});
    },
    formRef,
    summaryRef,
    onSubmit: (event) => void onSubmit(event),
  };
}
