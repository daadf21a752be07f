// issue 20 (decision 0601): what staff may change in a jurisdiction's information content through
// updateInfoContent — one information page in one locale, or the FAQ in one locale. HTML is sanitised
// by the server on save; these rules only bound the shape and the lengths.
import { z } from 'zod';
import { LOCALES } from '../locale/locales.js';
import { msg } from '../shared/messages.js';
import { keyed, looseMultilineText, optionalText, reportIssues, requiredText } from '../shared/schema.helpers.js';
import { FAQ_GROUPS, INFO_PAGES } from './jurisdiction.js';

export const INFO_TITLE_MAX = 120;
export const INFO_HTML_MAX = 20_000;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 4_000;
export const FAQ_ITEMS_MAX = 100;
/** an anchor: lower-case letters, digits and hyphens, starting with a letter */
export const FAQ_ID_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

export const faqItemSchema = z.object(
  {
    id: z.string(keyed(msg('validation.invalidValue'))).regex(FAQ_ID_PATTERN, keyed(msg('validation.invalidValue'))),
    question: requiredText(FAQ_QUESTION_MAX),
    answer: requiredText(FAQ_ANSWER_MAX, looseMultilineText),
  },
  keyed(msg('validation.invalidValue')),
);

const faqSchema = z
  .array(
    z.object(
      {
        group: z.enum(FAQ_GROUPS, keyed(msg('validation.invalidValue'))),
        items: z.array(faqItemSchema, keyed(msg('validation.invalidValue'))),
      },
      keyed(msg('validation.invalidValue')),
    ),
    keyed(msg('validation.invalidValue')),
  )
  .superRefine((groups, ctx) => {
    const ids = groups.flatMap((group) => group.items.map((item) => item.id));
    if (ids.length > FAQ_ITEMS_MAX || new Set(ids).size !== ids.length)
      reportIssues(ctx, [{ ...msg('validation.invalidValue'), path: [] }]);
    const kinds = groups.map((group) => group.group);
    if (new Set(kinds).size !== kinds.length) reportIssues(ctx, [{ ...msg('validation.invalidValue'), path: [] }]);
  });

export const updateInfoContentSchema = z.object(
  {
    jurisdictionId: z.coerce
      .number(keyed(msg('validation.invalidValue')))
      .int()
      .positive(),
    locale: z.enum(LOCALES, keyed(msg('validation.invalidValue'))),
    /** one information page… */
    page: z
      .object(
        {
          key: z.enum(INFO_PAGES, keyed(msg('validation.invalidValue'))),
          title: requiredText(INFO_TITLE_MAX),
          html: requiredText(INFO_HTML_MAX, looseMultilineText),
          linkTitle: optionalText(INFO_TITLE_MAX),
        },
        keyed(msg('validation.invalidValue')),
      )
      .nullish(),
    /** …or the FAQ, whole */
    faq: faqSchema.nullish(),
  },
  keyed(msg('validation.invalidValue')),
);

export type UpdateInfoContentInput = z.input<typeof updateInfoContentSchema>;
export type UpdateInfoContent = z.output<typeof updateInfoContentSchema>;

/** HTML to preview as owners will see it (an information page or an FAQ answer): at most a page's length. */
export const infoHtmlPreviewSchema = z.object(
  { html: optionalText(INFO_HTML_MAX, looseMultilineText) },
  keyed(msg('validation.invalidValue')),
);
