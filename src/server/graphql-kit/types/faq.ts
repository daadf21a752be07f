// issue 20 (decision 0601): a jurisdiction's FAQ of one locale, grouped; answers are sanitised HTML when
// stored and again when served. Read by the public city and the staff settings screen, written by both
// updateInfoContent and the settings screen's updateFaq.
import { FAQ_GROUPS, type FaqGroup, type FaqItem } from '../../../domain/jurisdiction/jurisdiction.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { builder } from '../builder.js';

const FaqGroupEnum = builder.enumType('FaqGroupKey', { values: FAQ_GROUPS });

const FaqItemRef = builder.objectRef<FaqItem>('FaqItem').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'the answer’s anchor on the FAQ page (#id)' }),
    question: t.exposeString('question'),
    answer: t.string({
      description: 'sanitised HTML, when stored and again when served',
      resolve: (item) => sanitizeHtml(item.answer),
    }),
  }),
});

export const FaqGroupRef = builder.objectRef<FaqGroup>('FaqGroup').implement({
  fields: (t) => ({
    group: t.field({ type: FaqGroupEnum, resolve: (group) => group.group }),
    items: t.field({ type: [FaqItemRef], resolve: (group) => group.items }),
  }),
});

const FaqItemInput = builder.inputType('FaqItemInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'the anchor: a-z, 0-9 and hyphens, starting with a letter' }),
    question: t.string({ required: true }),
    answer: t.string({ required: true, description: 'HTML, sanitised on save' }),
  }),
});

export const FaqGroupInput = builder.inputType('FaqGroupInput', {
  fields: (t) => ({
    group: t.field({ type: FaqGroupEnum, required: true }),
    items: t.field({ type: [FaqItemInput], required: true }),
  }),
});
