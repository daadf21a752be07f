// spec §2.7 phones: a type (M, H or W) and ten digits. Loose input: the domain schema validates it.
import { builder } from '../builder.js';

export const PhoneInput = builder.inputType('PhoneInput', {
  fields: (t) => ({ type: t.string(), number: t.string() }),
});

export const PhoneRef = builder.objectRef<{ type: string; number: string }>('Phone').implement({
  fields: (t) => ({ type: t.exposeString('type'), number: t.exposeString('number') }),
});
