import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar/Avatar';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { hasErrorText } from '../TextField/TextField';
import { useObjectUrl } from '../internal/useObjectUrl';

/** Props of {@link AvatarPicker}. */
export interface AvatarPickerProps {
  /** The field's label, e.g. 'Avatar': it names the group and, with 'Change photo', the file input. */
  label: ReactNode;
  /** The form field's name. */
  name: string;
  /** The person's name: the current picture's alternative text and the initials without one. */
  personName: string;
  /** The saved picture's URL, shown until a new one is chosen; null shows the initials. */
  currentUrl: string | null;
  /** The newly chosen file (controlled), or null. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Accepted types, e.g. 'image/png,image/jpeg'. */
  accept?: string;
  /** Upload progress from 0 to 1; shows a labelled progress bar while given. */
  progress?: number | null;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** Preview edge length in CSS pixels. */
const PREVIEW_SIZE = 72;

/**
 * An avatar picker: the picture (the chosen one, else the saved one, else the initials), a 'Change photo' button
 * that opens the file chooser, and 'Remove' to drop a chosen photo before it is saved. The file input itself is
 * visually hidden but stays the focusable, labelled control (Tab reaches it; Enter or Space opens the chooser), and
 * the 'Change photo' label is drawn as its button, focus ring included.
 */
export function AvatarPicker({
  label,
  name,
  personName,
  currentUrl,
  file,
  onFileChange,
  accept = 'image/*',
  progress,
  error,
  disabled,
  className,
}: AvatarPickerProps) {
  const intl = useIntl();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(file);
  const hasError = hasErrorText(error);
  const hasProgress = progress != null;
  const ids = { label: `${id}-label`, change: `${id}-change`, chosen: `${id}-chosen`, error: `${id}-error` };
  const describedBy = [file ? ids.chosen : null, hasError ? ids.error : null].filter(Boolean).join(' ') || undefined;

  // A controlled picker: clearing the file clears the input too, so the same file can be chosen again.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => onFileChange(event.target.files?.[0] ?? null);
  const remove = () => {
    onFileChange(null);
    inputRef.current?.focus();
  };

  return (
    <fieldset
      data-scope="avatar-picker"
      data-part="root"
      data-state={hasProgress ? 'uploading' : hasError ? 'invalid' : file ? 'chosen' : 'idle'}
      className={className}
    >
      <legend id={ids.label} data-part="label">
        {label}
      </legend>
      <div data-part="body">
        {chosenUrl ? (
          <img
            data-part="preview"
            src={chosenUrl}
            alt={intl.formatMessage({ id: M.avatarPreview })}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}
          />
        ) : (
          <Avatar name={personName} src={currentUrl} size={PREVIEW_SIZE} />
        )}
        <div data-part="controls">
          <div data-part="buttons">
            <input
              ref={inputRef}
              id={`${id}-input`}
              data-part="input"
              type="file"
              name={name}
              accept={accept}
              disabled={disabled}
              aria-labelledby={`${ids.label} ${ids.change}`}
              aria-describedby={describedBy}
              aria-invalid={hasError || undefined}
              onChange={onChange}
            />
            <label id={ids.change} htmlFor={`${id}-input`} data-part="change" data-disabled={disabled || undefined}>
              {intl.formatMessage({ id: M.changePhoto })}
            </label>
            {file ? (
              <button
                type="button"
                data-part="remove"
                aria-label={intl.formatMessage({ id: M.removeChosenPhoto })}
                disabled={disabled}
                onClick={remove}
              >
                {intl.formatMessage({ id: M.removePhoto })}
              </button>
            ) : null}
          </div>
          {file ? (
            <p id={ids.chosen} data-part="chosen">
              {intl.formatMessage({ id: M.photoChosen }, { name: file.name })}
            </p>
          ) : null}
        </div>
      </div>
      {hasProgress ? (
        <div data-part="progress">
          <label htmlFor={`${id}-progress`} data-part="progress-label">
            {intl.formatMessage({ id: M.uploadProgress })}
          </label>
          <progress id={`${id}-progress`} data-part="progress-bar" max={1} value={progress}>
            {intl.formatNumber(progress, { style: 'percent' })}
          </progress>
        </div>
      ) : null}
      {hasError ? (
        <p id={ids.error} data-part="error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
