import { isMessageKey } from '@screenplay/core/messages';
import { useText } from '@screenplay/hooks';
import { ALLOWED_IMAGE_TYPES, ALLOWED_VIDEO_TYPES } from '@screenplay/core/library';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';
import { formatFileSize } from '../MediaGrid/formatFileSize';

/** One file being (or done being) uploaded; hooks' `UploadEntry` has this shape. */
export interface UploadView {
  id: string;
  fileName: string;
  size: number;
  /** 0..1. */
  progress: number;
  status: 'uploading' | 'done' | 'refused' | 'failed';
  /** Why it was refused or failed, as a message key (e.g. `dnd.invalidImageType`). */
  messageKey: string | null;
  /** The server's own text, shown when the key is not in the catalogue. */
  text: string | null;
}

/** Props of {@link UploadDropZone}. */
export interface UploadDropZoneProps {
  uploads: readonly UploadView[];
  /** Files dropped or chosen (the caller checks and uploads them). */
  onFiles: (files: File[]) => void;
  onDismiss?: (id: string) => void;
  onClearFinished?: () => void;
  /** The file chooser's filter; defaults to every allowed image and video type (spec §5). */
  accept?: string;
  disabled?: boolean;
  className?: string;
}

const DEFAULT_ACCEPT = [...ALLOWED_IMAGE_TYPES, ...ALLOWED_VIDEO_TYPES].join(',');

/**
 * Where media files come in: a drop area with a file button, then one row per file with a progress bar
 * named by the file name, 'Uploaded' when done, or the refusal message (spec §5 `dnd.*` texts).
 */
export function UploadDropZone({
  uploads,
  onFiles,
  onDismiss,
  onClearFinished,
  accept = DEFAULT_ACCEPT,
  disabled,
  className,
}: UploadDropZoneProps) {
  const intl = useIntl();
  const t = useText();
  const ids = { input: useId(), hint: useId() };
  const [isOver, setOver] = useState(false);
  const hasFinished = uploads.some((upload) => upload.status !== 'uploading');

  const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be chosen again
    if (files.length > 0) onFiles(files);
  };
  const reason = (upload: UploadView) =>
    upload.messageKey && isMessageKey(upload.messageKey) ? t(upload.messageKey) : (upload.text ?? t(M.uploadFailed));

  return (
    <div data-scope="upload-drop-zone" data-part="root" data-state={isOver ? 'over' : 'idle'} className={className}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only files dragged from the desktop land here (drag events, no keyboard equivalent); the file input inside is the keyboard's way to the same upload */}
      <div
        data-part="dropzone"
        data-disabled={disabled || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p data-part="prompt">{t(M.dropFiles)}</p>
        <input
          id={ids.input}
          data-part="input"
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          aria-describedby={ids.hint}
          onChange={onChange}
        />
        <label htmlFor={ids.input} data-part="choose">
          {t(M.chooseFiles)}
        </label>
        <p id={ids.hint} data-part="hint">
          {t(M.uploadHint)}
        </p>
      </div>
      {uploads.length > 0 ? (
        <div data-part="uploads">
          <ul data-part="list" aria-label={t(M.uploads)}>
            {uploads.map((upload) => (
              <li key={upload.id} data-part="upload" data-state={upload.status}>
                <span data-part="file-name">{upload.fileName}</span>
                <span data-part="file-size">{formatFileSize(intl, upload.size)}</span>
                {upload.status === 'uploading' || upload.status === 'done' ? (
                  <progress
                    data-part="progress"
                    aria-label={upload.fileName}
                    max={1}
                    value={upload.status === 'done' ? 1 : upload.progress}
                  />
                ) : null}
                {upload.status === 'uploading' ? (
                  <span data-part="status">{intl.formatNumber(upload.progress, { style: 'percent' })}</span>
                ) : upload.status === 'done' ? (
                  <span data-part="status">{t(M.uploaded)}</span>
                ) : (
                  <span data-part="reason" role="alert">
                    {reason(upload)}
                  </span>
                )}
                {upload.status !== 'uploading' && onDismiss ? (
                  <button
                    type="button"
                    data-part="dismiss"
                    aria-label={t(M.dismissUpload, { name: upload.fileName })}
                    onClick={() => onDismiss(upload.id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {hasFinished && onClearFinished ? (
            <button type="button" data-part="clear" onClick={onClearFinished}>
              {t(M.clearFinished)}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
