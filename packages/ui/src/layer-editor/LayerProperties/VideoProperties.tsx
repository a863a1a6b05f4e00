import type { VideoEntry } from '@screenplay/core/widgets';
import { Button } from '../../Button/Button';
import { DeleteIcon, DownIcon, UpIcon } from '../../SectionList/icons';
import { CheckboxField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { contentUpdater, type PanelProps } from './layerProperties.types';

/** Chooses videos (several to add, one to replace); null or empty when cancelled. */
type ChooseVideos = (options: { isMultiple: boolean }) => Promise<readonly VideoEntry[] | null>;

/**
 * A Video layer's playlist (spec §4 "Video layer playlist"): each video with its length, moved up or down, replaced
 * or removed, and 'Add videos'; the item's duration follows the playlist in the store.
 */
export function VideoProperties({
  editor,
  layer,
  chooseVideos,
}: PanelProps<'Video'> & { chooseVideos?: ChooseVideos }) {
  const t = useText();
  const { videos } = layer.content;
  const add = async () => {
    const chosen = await chooseVideos?.({ isMultiple: true });
    if (chosen && chosen.length > 0) editor.addVideos(layer.id, chosen);
  };
  const replace = async (index: number) => {
    const [video] = (await chooseVideos?.({ isMultiple: false })) ?? [];
    if (video) editor.replaceVideo(layer.id, index, video);
  };
  // A video may be in the list twice: its key is its uuid and which occurrence it is, so an entry keeps its
  // element (and the focused button) when the list is reordered.
  const occurrences = new Map<string, number>();
  const keys = videos.map((video) => {
    const occurrence = (occurrences.get(video.uuid) ?? 0) + 1;
    occurrences.set(video.uuid, occurrence);
    return `${video.uuid}#${occurrence}`;
  });
  return (
    <fieldset data-part="videos">
      <legend>{t(M.videos)}</legend>
      {videos.length === 0 ? <p data-part="empty">{t(M.noVideos)}</p> : null}
      <ol data-part="items">
        {videos.map((video, index) => {
          const name = video.name || video.url;
          return (
            <li key={keys[index]} data-part="item">
              <span data-part="name">{name}</span>
              <span data-part="duration">{t(M.videoDuration, { seconds: Math.round(video.duration) })}</span>
              <span data-part="actions">
                <button
                  type="button"
                  aria-label={t(M.moveVideoUp, { name })}
                  disabled={index === 0}
                  onClick={() => editor.reorderVideos(layer.id, index, index - 1)}
                >
                  <UpIcon />
                </button>
                <button
                  type="button"
                  aria-label={t(M.moveVideoDown, { name })}
                  disabled={index === videos.length - 1}
                  onClick={() => editor.reorderVideos(layer.id, index, index + 1)}
                >
                  <DownIcon />
                </button>
                {chooseVideos ? (
                  <button type="button" onClick={() => void replace(index)}>
                    {t(M.replaceVideo, { name })}
                  </button>
                ) : null}
                <button
                  type="button"
                  aria-label={t(M.removeVideo, { name })}
                  onClick={() => editor.removeVideo(layer.id, index)}
                >
                  <DeleteIcon />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {chooseVideos ? (
        <Button variant="secondary" onClick={() => void add()}>
          {t(M.addVideos)}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** An HtmlVideo layer's fields: its one video (chosen elsewhere), looping and muted. */
export function HtmlVideoProperties(props: PanelProps<'HtmlVideo'> & { chooseVideos?: ChooseVideos }) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  const choose = async () => {
    const [video] = (await props.chooseVideos?.({ isMultiple: false })) ?? [];
    if (video) update({ backgroundVideo: video.url });
  };
  return (
    <>
      {props.chooseVideos ? (
        <Button variant="secondary" onClick={() => void choose()}>
          {t(M.chooseVideo)}
        </Button>
      ) : null}
      <CheckboxField label={t(M.loop)} checked={c.loop} onChange={(loop) => update({ loop })} />
      <CheckboxField label={t(M.muted)} checked={c.muted} onChange={(muted) => update({ muted })} />
    </>
  );
}
