import { filterTypedText } from '../../../domain/shared/text.rules.js';
import { InputField, type InputFieldProps } from './InputField.js';

/** A text input: spec §5 General, it does not accept typing "/". */
export function TextField<Values>(props: Omit<InputFieldProps<Values>, 'filter'>) {
  return <InputField {...props} filter={filterTypedText} />;
}
