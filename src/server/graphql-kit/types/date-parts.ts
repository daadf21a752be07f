// spec §5 Dates: a date as the three fields a person types. Loose input: the domain schema validates it.
import { builder } from '../builder.js';

export const DatePartsInput = builder.inputType('DatePartsInput', {
  fields: (t) => ({ day: t.string(), month: t.string(), year: t.string() }),
});

export const DatePartsRef = builder.objectRef<{ year: number; month: number; day: number }>('DateParts').implement({
  fields: (t) => ({ year: t.exposeInt('year'), month: t.exposeInt('month'), day: t.exposeInt('day') }),
});
