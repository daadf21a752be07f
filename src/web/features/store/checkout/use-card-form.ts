// The card fields' form (spec §2.10, §4 Payment form; decision 0403): each field checked with the
// domain's card rules, completeness reported per field, focus moved on to the next incomplete field,
// then the card tokenised (tokenCreated / tokenFailed) and the token handed to `onToken`.
import { useEffect, useRef } from 'react';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import {
  CARD_FIELDS,
  type CardField,
  cardFieldIssue,
  nextIncompleteField,
} from '../../../../domain/store/payment.rules.js';
import { encodeMessage } from '../../../../domain/shared/messages.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../../components/form/use-message.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { TokenizeTestCardDocument } from '../api/tokenize-test-card.generated.js';

export type CardValues = { cardNumber: string; expiry: string; cvc: string; country: CountryCode; postalCode: string };

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

export function useCardForm({
  id,
  country,
  onToken,
  onServerError,
}: {
  id: string;
  country: CountryCode;
  /** spec §4 tokenCreated: what the token is for (pay, save) */
  onToken: (token: string) => Promise<unknown>;
  onServerError?: (code: string) => boolean;
}) {
  const form = useDomainForm<CardValues>({
    id,
    initialValues: { cardNumber: '', expiry: '', cvc: '', country, postalCode: '' },
    check: (values) => {
      const errors: Partial<Record<string, FieldMessage>> = {};
      for (const field of CARD_FIELDS) {
        const issue = cardFieldIssue(field, values, today());
        if (issue) errors[field] = encodeMessage(issue);
      }
      return errors;
    },
    ...(onServerError ? { onServerError } : {}),
    onSubmit: async (_input, values) => {
      // a failed tokenisation (tokenFailed) throws: the form shows why, and there is no token
      const tokenized = await graphqlRequest(TokenizeTestCardDocument, { input: values });
      if (tokenized) await onToken(tokenized.tokenizeTestCard.token);
    },
  });

  // spec §4: completeness per field; when the field being typed in completes, focus goes on
  const complete = Object.fromEntries(
    CARD_FIELDS.map((field) => [field, cardFieldIssue(field, form.values, today()) === null]),
  ) as Record<CardField, boolean>;
  const previous = useRef(complete);
  useEffect(() => {
    const active = document.activeElement?.id;
    for (const field of CARD_FIELDS) {
      if (complete[field] && !previous.current[field] && active === form.idOf(field)) {
        const next = nextIncompleteField(field, complete);
        if (next) document.getElementById(form.idOf(next))?.focus();
      }
    }
    previous.current = complete;
  });

  return { form, complete };
}
