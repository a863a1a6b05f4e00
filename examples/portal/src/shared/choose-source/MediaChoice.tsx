import { ALLOWED_IMAGE_TYPES, ALLOWED_VIDEO_TYPES, type MediaAccept, type MediaItem } from '@screenplay/core/library';
import { LIBRARY_API } from '@screenplay/core/contract';
import { useLoader, useValue, useText } from '@screenplay/hooks';
import { createUploadStore } from '@screenplay/hooks/library';
import { LoadingIndicator } from '@screenplay/ui';
import { UploadDropZone } from '@screenplay/ui/library';
import { useId, useRef, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { announceChange } from '../announceChange';

/** The upload field's file filter for what the target accepts (spec §5 allowed types). */
const UPLOAD_TYPES: Record<MediaAccept, string> = {
  any: [...ALLOWED_IMAGE_TYPES, ...ALLOWED_VIDEO_TYPES].join(','),
  image: ALLOWED_IMAGE_TYPES.join(','),
  video: ALLOWED_VIDEO_TYPES.join(','),
};

/** Whether a media file suits what the target accepts. */
export function isAccepted(item: Pick<MediaItem, 'type'>, accept: MediaAccept): boolean {
  return accept === 'any' || item.type === accept;
}

/** Props of {@link MediaChoice}. */
export interface MediaChoiceProps {
  /** What may be chosen (spec §5: a section holding a video accepts only video, one with other content only images). */
  accept: MediaAccept;
  /** Several files (a slider's images, a video playlist) or one. */
  isMultiple: boolean;
  /** The files chosen so far, in the order they were ticked. */
  onChange: (items: MediaItem[]) => void;
}

/**
 * Chooses files of the media library (`GET library/folders/media`) or uploads new ones (`POST media`, a progress
 * bar per file; an uploaded file is listed first and chosen). Images show a thumbnail; every choice is a radio
 * button or a checkbox named after the file.
 */
export function MediaChoice({ accept, isMultiple, onChange }: MediaChoiceProps) {
  const t = useText();
  const { api, toasts } = usePortal();
  const root = useRef<HTMLDivElement>(null);
  const name = useId();
  const [media, setMediaState] = useState<MediaItem[] | null>(null);
  const [chosen, setChosenState] = useState<readonly string[]>([]);
  // What the handlers read: the latest list and choice, whatever render they were created in.
  const latest = useRef<{ media: MediaItem[]; chosen: readonly string[] }>({ media: [], chosen: [] });
  const setMedia = (next: MediaItem[]) => {
    latest.current.media = next;
    setMediaState(next);
  };

  /** Ticks (or unticks) a file and reports the files chosen. */
  const choose = (uuid: string, isChosen: boolean) => {
    const current = latest.current.chosen.filter((id) => id !== uuid);
    const next = isChosen ? (isMultiple ? [...current, uuid] : [uuid]) : isMultiple ? current : [];
    latest.current.chosen = next;
    setChosenState(next);
    onChange(next.flatMap((id) => latest.current.media.find((item) => item.uuid === id) ?? []));
  };

  const [uploads] = useState(() =>
    createUploadStore({
      api,
      onUploaded: (items) => {
        const fitting = items.filter((item) => isAccepted(item, accept));
        setMedia([...fitting, ...latest.current.media]);
        for (const item of fitting) choose(item.uuid, true);
        if (fitting.length > 0) announceChange(root.current);
      },
    }),
  );
  const entries = useValue(uploads.$uploads);

  useLoader(() => api.call(LIBRARY_API.mediaTab), [api, toasts, accept], {
    onData: ({ data }) => setMedia(data.media.filter((item) => isAccepted(item, accept))),
    onError: (error) => {
      toastError(toasts, error);
      setMedia([]);
    },
  });

  return (
    <div ref={root} data-scope="source-chooser" data-part="media">
      <UploadDropZone
        uploads={entries}
        accept={UPLOAD_TYPES[accept]}
        onFiles={(files) => void uploads.upload(files, { folderId: null, accept })}
        onDismiss={(id) => uploads.dismiss(id)}
        onClearFinished={() => uploads.clearFinished()}
      />
      {media === null ? (
        <LoadingIndicator />
      ) : media.length === 0 ? (
        <p data-part="empty">
          {t(
            accept === 'video'
              ? 'playlistEditor.noVideos'
              : accept === 'image'
                ? 'playlistEditor.noImages'
                : 'playlistEditor.noMedia',
          )}
        </p>
      ) : (
        <fieldset data-part="choices">
          <legend>{t(isMultiple ? 'playlistEditor.chooseFiles' : 'playlistEditor.chooseFile')}</legend>
          <ul>
            {media.map((item) => (
              <li key={item.uuid}>
                <label data-part="choice">
                  <input
                    type={isMultiple ? 'checkbox' : 'radio'}
                    name={name}
                    value={item.uuid}
                    checked={chosen.includes(item.uuid)}
                    onChange={(event) => choose(item.uuid, event.target.checked)}
                  />
                  {item.type === 'image' ? (
                    <img src={item.url} alt="" loading="lazy" />
                  ) : (
                    <span data-part="video-mark" aria-hidden="true" />
                  )}
                  <span data-part="name">{item.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
