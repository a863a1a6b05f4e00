import { useState } from 'react';
import { useIntl } from 'react-intl';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Props of {@link PasswordField}: a {@link TextField} whose type it manages. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'multiline' | 'endSlot'>;

/** A password input with a 'Show password' toggle button (aria-pressed while the password is visible). */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      endSlot={
        <button
          type="button"
          data-part="reveal"
          data-state={isVisible ? 'visible' : 'hidden'}
          aria-pressed={isVisible}
          aria-label={intl.formatMessage({ id: M.showPassword })}
          onClick={() => setVisible((visible) => !visible)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {isVisible ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
      }
    />
  );
}
