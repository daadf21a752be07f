// A new password: the show/hide toggle and the live checklist of the rules (spec §2.6, §5).
import { PasswordChecklist } from './PasswordChecklist.js';
import type { BoundFieldProps } from './InputField.js';
import { PasswordField } from './PasswordField.js';

export function NewPasswordField<Values>(props: BoundFieldProps<Values>) {
  const checklistId = `${props.form.idOf(props.name)}-checklist`;
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      describedBy={checklistId}
      after={
        <PasswordChecklist
          id={checklistId}
          password={props.form.values[props.name] as string}
          fieldShowsError={!!props.form.errors[props.name]}
        />
      }
    />
  );
}
