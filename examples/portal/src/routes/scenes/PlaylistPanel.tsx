import { defaultTextColor, itemSummary, type PlaylistItem, type Section } from '@screenplay/core';
import { useValue, type SceneEditorStore, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useId, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { DataLayerStack } from '@screenplay/ui/layers';
import { PortalLayerData } from '../../app/layer-data/portalLayerData';
import { usePortal } from '../../app/PortalContext';
import { fitScale, panelItems, playlistAccess, playlistItemPath } from '../playlist/playlistPaths';
import { durationParts } from './sceneDetailsFormat';
import { useSectionPlaylist, whenSectionsSaved } from './useSectionPlaylist';
import './playlistPanel.css';
import { useMayOpen } from '../../app/useMayOpen';

/** The playlist item's schedule editor (spec §2 route). */
const PLAYLIST_SCHEDULE_ROUTE = '/playlist_schedule/:sceneId/:sectionId/:playlistId';

/** The thumbnail box of an item, in screen pixels (ours). */
const THUMBNAIL = { width: 128, height: 72 } as const;

/** Props of {@link PlaylistPanel}. */
export interface PlaylistPanelProps {
  store: SceneEditorStore;
  sceneId: number;
}

/**
 * The selected section's playlist under the scene editor's workspace: its items in `itemsOrder` with a thumbnail
 * (the layers drawn small), duration and first text, 'Edit' (the playlist item editor), 'Delete' (after a
 * confirmation) and 'Add item'. Items are stored per section, so a section is offered only once it has its server
 * id; before that the panel says why. Leaving for the item editor waits for queued section saves (a page change
 * would drop them).
 */
export function PlaylistPanel({ store, sceneId }: PlaylistPanelProps) {
  const t = useText();
  const headingId = useId();
  const section = useValue(store.$selected);
  const access = playlistAccess(section);
  const title = section ? t('playlistEditor.panelTitle', { name: section.name }) : t('playlistEditor.panelEmptyTitle');
  return (
    <section data-scope="playlist-panel" data-part="root" aria-labelledby={headingId}>
      <h3 id={headingId} data-part="panel-title">
        {title}
      </h3>
      {access === 'ready' && section ? (
        <PortalLayerData>
          <SectionItems store={store} sceneId={sceneId} section={section} />
        </PortalLayerData>
      ) : (
        <p data-part="panel-note">
          {t(access === 'none' ? 'playlistEditor.noSection' : 'playlistEditor.unsavedSection')}
        </p>
      )}
    </section>
  );
}

/** The items of a stored section, with the add link. */
function SectionItems({ store, sceneId, section }: PlaylistPanelProps & { section: Section }) {
  const mayOpen = useMayOpen();
  const t = useText();
  const { popups, toasts } = usePortal();
  const [, navigate] = useLocation();
  const { load, reload, remove } = useSectionPlaylist(section.id);
  // Thumbnails show one moment: clocks in a list of items need not tick.
  const [now] = useState(() => new Date());

  /** Follows a link once the section edits are stored; stays (and says why) when they are not. */
  const leaveTo = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void whenSectionsSaved(store).then((isSaved) => {
      if (isSaved) navigate(href);
      else toasts.show({ type: 'WARNING', messageKey: 'playlistEditor.notSaved' });
    });
  };
  const confirmDelete = async (position: number, item: PlaylistItem) => {
    const result = await popups.open({
      kind: 'confirm',
      messageKey: 'playlistEditor.deleteConfirm',
      values: { position, name: section.name },
      confirmLabelKey: 'common.delete',
    });
    if (result.action === 'confirm' && (await remove(item.id)))
      toasts.show({ type: 'INFO', messageKey: 'playlistEditor.deleted' });
  };
  const addHref = playlistItemPath(sceneId, section.id);
  const add = (
    <a href={addHref} data-part="add" onClick={(event) => leaveTo(event, addHref)}>
      {t('playlistEditor.addItem')}
    </a>
  );

  if (load.status === 'loading' || load.status === 'idle') return <LoadingIndicator />;
  if (load.status === 'failed') {
    return (
      <div data-part="panel-failed">
        <p role="alert">{t('playlistEditor.loadFailed')}</p>
        <Button type="button" variant="secondary" onClick={reload}>
          {t('playlistEditor.retry')}
        </Button>
      </div>
    );
  }
  const items = panelItems(load.items, section.itemsOrder);
  const scale = fitScale(section, THUMBNAIL);
  return (
    <div data-part="panel-body">
      {items.length === 0 ? (
        <p data-part="panel-note">{t('playlistEditor.empty')}</p>
      ) : (
        <ol data-part="items" aria-label={t('playlistEditor.items', { name: section.name })}>
          {items.map((item, index) => {
            const position = index + 1;
            const href = playlistItemPath(sceneId, section.id, item.id);
            const { minutes, seconds } = durationParts(item.duration * 1000);
            return (
              <li key={item.id} data-part="item" data-state={item.hidden ? 'hidden' : undefined}>
                <div
                  role="img"
                  aria-label={t('playlistEditor.itemPreview', { position })}
                  data-part="thumbnail"
                  style={{
                    width: section.width * scale,
                    height: section.height * scale,
                    background: section.background,
                  }}
                >
                  <DataLayerStack
                    layers={item.layers}
                    width={section.width}
                    height={section.height}
                    scale={scale}
                    now={now}
                    isPlaying={false}
                    textColorOf={(_layer, at) => defaultTextColor(item.layers, at, section.background)}
                  />
                </div>
                <p data-part="details">
                  <span data-part="item-name">{t('playlistEditor.item', { position })}</span>
                  <span data-part="duration">
                    {minutes > 0
                      ? t('sceneDetails.minutesSeconds', { minutes, seconds })
                      : t('sceneDetails.seconds', { seconds })}
                  </span>
                  {item.hidden ? <span data-part="badge">{t('playlistEditor.hidden')}</span> : null}
                  <span data-part="summary">{itemSummary(item) ?? ''}</span>
                </p>
                <div data-part="actions">
                  <a
                    href={href}
                    data-part="edit"
                    aria-label={t('playlistEditor.editItem', { position })}
                    onClick={(event) => leaveTo(event, href)}
                  >
                    {t('common.edit')}
                  </a>
                  {mayOpen(PLAYLIST_SCHEDULE_ROUTE) ? (
                    <a
                      href={`/playlist_schedule/${sceneId}/${section.id}/${item.id}`}
                      data-part="schedule"
                      aria-label={t('scheduleEditor.scheduleItem', { position })}
                      onClick={(event) => leaveTo(event, `/playlist_schedule/${sceneId}/${section.id}/${item.id}`)}
                    >
                      {t('scheduleEditor.scheduleAction')}
                    </a>
                  ) : null}
                  <button
                    type="button"
                    data-part="delete"
                    aria-label={t('playlistEditor.deleteItem', { position })}
                    onClick={() => void confirmDelete(position, item)}
                  >
                    {t('common.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {add}
    </div>
  );
}
