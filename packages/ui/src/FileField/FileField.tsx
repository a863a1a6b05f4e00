import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { hasErrorText } from '../TextField/TextField';
import { useObjectUrl } from '../internal/useObjectUrl';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  label: ReactNode;
  name: string;
  /** Accepted types, e.g. 'image/*'. */
  accept?: string;
  /** The chosen file when the parent controls it; omit to let the field keep its own. */
  file?: File | null;
  /** The current picture (e.g. the saved avatar), shown until a file is chosen. */
  previewUrl?: string | null;
  onFileChange?: (file: File | null) => void;
  /** Upload progress from 0 to 1; shows a labelled progress bar while given. */
  progress?: number | null;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** Preview edge length in CSS pixels. */
const PREVIEW_SIZE = 96;

/** A file input for an avatar upload with a preview of the chosen (or current) picture and an upload progress bar. */
export function FileField({
  label,
  name,
  accept = 'image/*',
  file: controlledFile,
  previewUrl,
  onFileChange,
  progress,
  error,
  description,
  disabled,
  id,
  className,
}: FileFieldProps) {
  const intl = useIntl();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = controlledFile === undefined ? ownFile : controlledFile;
  const chosenUrl = useObjectUrl(file);
  const preview = chosenUrl ?? previewUrl ?? null;
  const hasError = hasErrorText(error);
  const describedBy =
    [description != null ? `${inputId}-description` : null, hasError ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const hasProgress = progress != null;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    setOwnFile(next);
    onFileChange?.(next);
  };

  return (
    <div
      data-scope="file-field"
      data-part="root"
      data-state={hasProgress ? 'uploading' : hasError ? 'invalid' : 'idle'}
      className={className}
    >
      {preview ? (
        <img
          data-part="preview"
          src={preview}
          alt={intl.formatMessage({ id: M.avatarPreview })}
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
          style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}
        />
      ) : null}
      <label htmlFor={inputId} data-part="label">
        {label}
      </label>
      <input
        id={inputId}
        data-part="input"
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {description != null ? (
        <p id={`${inputId}-description`} data-part="description">
          {description}
        </p>
      ) : null}
      {hasProgress ? (
        <div data-part="progress">
          <label htmlFor={`${inputId}-progress`} data-part="progress-label">
            {intl.formatMessage({ id: M.uploadProgress })}
          </label>
          <progress id={`${inputId}-progress`} data-part="progress-bar" max={1} value={progress}>
            {intl.formatNumber(progress, { style: 'percent' })}
          </progress>
        </div>
      ) : null}
      {hasError ? (
        <p id={`${inputId}-error`} data-part="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
