// spec §2.6: a show/hide toggle reveals the text; the text is hidden again when the field loses focus
// (moving between the field and its own toggle does not count).
import { type ComponentProps, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PasswordInput({ ref, onBlur, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <div className="password-input">
      <input
        {...props}
        ref={(element) => {
          inputRef.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        type={visible ? 'text' : 'password'}
        onBlur={(event) => {
          if (event.relatedTarget !== toggleRef.current) setVisible(false);
          onBlur?.(event);
        }}
      />
      <button
        ref={toggleRef}
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
        onBlur={(event) => {
          if (event.relatedTarget !== inputRef.current) setVisible(false);
        }}
      >
        {visible ? t('login.hidePassword') : t('login.showPassword')}
      </button>
    </div>
  );
}
