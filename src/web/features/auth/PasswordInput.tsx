// spec §2.6: a show/hide toggle reveals the text; the text is hidden again when the field loses focus.
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div
      className="password-input"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setVisible(false);
      }}
    >
      <input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? t('login.hidePassword') : t('login.showPassword')}
      </button>
    </div>
  );
}
