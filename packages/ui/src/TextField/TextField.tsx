import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
>;

/** Props of {@link TextField}: native input attributes (`readOnly`, `placeholder`, …) go to the input, `className` to the root. */
export interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  name: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Error text; marks the field invalid and is announced. */
  error?: ReactNode;
  /** Help text, linked as the field's description. */
  description?: ReactNode;
  /** Renders a `<textarea>` (e.g. the profile's 'about'). */
  multiline?: boolean;
  /** Extra attributes for the `<input>`, for callers that keep them apart. */
  inputProps?: NativeInputProps;
  /** Content after the control, inside `data-part="control"` (e.g. a show-password button). */
  endSlot?: ReactNode;
}

/** Whether an error prop holds something to show. */
export function hasErrorText(error: ReactNode): boolean {
  return error != null && error !== false && error !== '';
}

/** A labelled text input with optional description and an announced error message. */
export function TextField({
  label,
  type = 'text',
  error,
  description,
  multiline,
  inputProps,
  endSlot,
  id,
  className,
  required,
  ...native
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const hasError = hasErrorText(error);
  const describedBy =
    [native['aria-describedby'], description != null ? descriptionId : null, hasError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = {
    ...inputProps,
    ...native,
    id: inputId,
    required,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy,
    'data-part': 'input',
  };
  return (
    <div data-scope="text-field" data-part="root" data-state={hasError ? 'invalid' : 'valid'} className={className}>
      {/* The required mark is drawn by the theme (data-required), so the label's text stays the field's name. */}
      <label htmlFor={inputId} data-part="label" data-required={required || undefined}>
        {label}
      </label>
      <div data-part="control">
        {multiline ? (
          <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
        ) : (
          <input {...control} type={type} />
        )}
        {endSlot}
      </div>
      {description != null ? (
        <p id={descriptionId} data-part="description">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} data-part="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
