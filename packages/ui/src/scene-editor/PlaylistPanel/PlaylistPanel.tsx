import {
  defaultTextColor,
  listedItems,
  playlistItemKey,
  type Id,
  type PlaylistItem,
  type Section,
} from '@screenplay/core';
import { DRAG_MIME, decodeDragPayload, encodeDragPayload } from '@screenplay/core/library';
import {
  useSectionPlaylist,
  useText,
  useValue,
  whenSectionsSaved,
  type PopupStore,
  type SceneEditorStore,
  type ToastStore,
} from '@screenplay/hooks';
import { LayerDataProvider, type LayerDataStores } from '@screenplay/hooks/layers';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button } from '../../Button/Button';
import { DataLayerStack } from '../../layers/DataLayer/DataLayerStack';
import { useItemName } from './useItemName';

/** The thumbnail box of an item, in screen pixels (ours). */
const THUMBNAIL = { width: 128, height: 72 } as const;

/** Drag kinds the panel takes as one of its items: the spec's 'editor playlist item' and 'playlist item'. */
const ITEM_DRAG_KINDS: readonly string[] = ['editorPlaylistItem', 'playlistItem'];

/** Where the panel's links lead: the host's playlist item editor and schedule editor, and how it follows a link. */
export interface PlaylistLinks {
  /** The address of the item editor for item `itemId` of a section, or for a new item when `itemId` is absent. */
  itemHref: (sceneId: Id, sectionId: Id, itemId?: Id) => string;
  /** The address of an item's schedule editor; without it the panel offers no 'Schedule' link. */
  scheduleHref?: (sceneId: Id, sectionId: Id, itemId: Id) => string;
  /** Follows an address inside the host app (its router's navigate). */
  navigate: (href: string) => void;
}

/** Props of {@link PlaylistPanel}. */
export interface PlaylistPanelProps {
  store: SceneEditorStore;
  sceneId: Id;
  /** Asks before deleting an item. */
  popups: PopupStore;
  /** Tells that an item was deleted, or that the editor could not leave. */
  toasts: ToastStore;
  /** The item and schedule editors' links; without them items are edited here only (no 'Edit', 'Add item'). */
  links?: PlaylistLinks;
  /** The data layers read (forecasts, feeds, fonts): with them each item shows a thumbnail, without them none. */
  layerData?: LayerDataStores;
}

/** The scale that fits a section into the thumbnail box, proportions kept. */
function fitScale(canvas: { width: number; height: number }, box: { width: number; height: number }): number {
  if (canvas.width <= 0 || canvas.height <= 0) return 1;
  return Math.min(box.width / canvas.width, box.height / canvas.height);
}

/** A duration in milliseconds as whole minutes and seconds, rounded up. */
function durationParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/**
 * The selected section's playlist under the scene editor's workspace, as the store holds it (so an item added by a
 * drop on a section appears at once): its items in `itemsOrder` with a thumbnail, a name from their content (text,
 * file name or widget, `useItemName`; issue 24) and duration; 'Edit',
 * 'Schedule', 'Hide'/'Show', 'Move up'/'Move down' (also Alt+Arrow keys on the item, or a drag within the list),
 * 'Move to section' (also a drag onto a section of the canvas or the section list) and 'Delete' (after a
 * confirmation). Every change goes through the store's playlist edits, which make the section's draft copy first:
 * Save applies them, Cancel or Revert section discards them (a deleted item comes back). Changes are announced.
 * Leaving for the item editor waits for queued section saves (a page change would drop them).
 */
export function PlaylistPanel(props: PlaylistPanelProps) {
  const { store, layerData } = props;
  const t = useText();
  const headingId = useId();
  const section = useValue(store.$selected);
  const title = section ? t('playlistEditor.panelTitle', { name: section.name }) : t('playlistEditor.panelEmptyTitle');
  // A new section has no playlist to edit until it is stored; a draft copy still being stored lists its parent's.
  const note = !section ? 'playlistEditor.noSection' : section.id < 0 && section.parentId === null ? 'unsaved' : null;
  return (
    <section data-scope="playlist-panel" data-part="root" aria-labelledby={headingId}>
      <h3 id={headingId} data-part="panel-title">
        {title}
      </h3>
      {section && note === null ? (
        layerData ? (
          <LayerDataProvider stores={layerData}>
            <SectionItems {...props} section={section} />
          </LayerDataProvider>
        ) : (
          <SectionItems {...props} section={section} />
        )
      ) : (
        <p data-part="panel-note">
          {t(note === 'unsaved' ? 'playlistEditor.unsavedSection' : 'playlistEditor.noSection')}
        </p>
      )}
    </section>
  );
}

/** Where focus goes once the list shows an edit: an item's control by the item's key, else the add link. */
interface FocusTarget {
  key: Id | null;
  part: string;
}

/** The items of a section, with their actions and the add link. */
function SectionItems({
  store,
  sceneId,
  section,
  popups,
  toasts,
  links,
  layerData,
}: PlaylistPanelProps & { section: Section }) {
  const t = useText();
  const nameOf = useItemName();
  const { load, reload } = useSectionPlaylist(store, section.id);
  const sections = useValue(store.$sections);
  // Thumbnails show one moment: clocks in a list of items need not tick.
  const [now] = useState(() => new Date());
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [dropKey, setDropKey] = useState<Id | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  /** The item dragged from this list, while the drag lasts. */
  const dragged = useRef<PlaylistItem | null>(null);
  const items = listedItems(section);
  const sectionKey = store.keyOf(section);
  const others = sections.filter((other) => store.keyOf(other) !== sectionKey);

  // "Item deleted ..." notices, by the deleted item's key: once the item is listed again (Discard drafts, Revert
  // section) or this list goes, the notice would say something untrue, so it is closed (issue 24: it stayed).
  const deleteNotices = useRef(new Map<Id, number>());
  useEffect(() => {
    // The section changes whenever its items do: a notice whose item is listed again closes.
    const listed = new Set(listedItems(section).map(playlistItemKey));
    for (const [key, toastId] of deleteNotices.current) {
      if (!listed.has(key)) continue;
      toasts.close(toastId);
      deleteNotices.current.delete(key);
      setAnnouncement((previous) => ({ text: '', count: previous.count + 1 }));
    }
  }, [section, toasts]);
  useEffect(() => {
    const notices = deleteNotices.current;
    return () => {
      for (const toastId of notices.values()) toasts.close(toastId);
      notices.clear();
    };
  }, [toasts]);

  // After an edit shows, focus the control it asked for (a moved item's own button; the next item after a removal).
  useEffect(() => {
    const target = focusNext.current;
    if (!target || !body.current) return;
    focusNext.current = null;
    const row = target.key === null ? null : body.current.querySelector(`[data-item-key="${target.key}"]`);
    const control =
      row?.querySelector<HTMLElement>(`[data-part="${target.part}"]`) ??
      row?.querySelector<HTMLElement>('[data-part="move-up"], [data-part="move-down"]') ??
      body.current.querySelector<HTMLElement>('[data-part="add"], [data-part="items"] button');
    control?.focus();
  });

  /** Follows a link once the section edits are stored; stays (and says why) when they are not. */
  const leaveTo = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void whenSectionsSaved(store).then((isSaved) => {
      if (isSaved) links?.navigate(href);
      else toasts.show({ type: 'WARNING', messageKey: 'playlistEditor.notSaved' });
    });
  };
  /** The key of the item that takes focus when `item` leaves the list: the next one, else the previous one. */
  const neighbourKey = (item: PlaylistItem): Id | null => {
    const index = items.indexOf(item);
    const neighbour = items[index + 1] ?? items[index - 1];
    return neighbour ? playlistItemKey(neighbour) : null;
  };

  /** An edit is shown: announce it and put focus where the edit left it (once the list has rendered it). */
  const done = (text: string, focus: FocusTarget) => {
    focusNext.current = focus;
    setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
  };
  const reorder = async (item: PlaylistItem, to: number) => {
    const from = items.indexOf(item);
    if (from < 0 || to < 0 || to >= items.length || to === from) return;
    if (await store.reorderPlaylistItem(section.id, item.id, to)) {
      const text = t('playlistEditor.itemMoved', { from: from + 1, to: to + 1, count: items.length });
      done(text, { key: playlistItemKey(item), part: to > from ? 'move-down' : 'move-up' });
    }
  };
  const toggleHidden = async (item: PlaylistItem, position: number) => {
    if (await store.setPlaylistItemHidden(section.id, item.id, !item.hidden)) {
      const text = t(item.hidden ? 'playlistEditor.itemShown' : 'playlistEditor.itemHidden', { position });
      done(text, { key: playlistItemKey(item), part: 'toggle-hidden' });
    }
  };
  const moveToSection = async (item: PlaylistItem, position: number, targetId: Id) => {
    const target = others.find((other) => other.id === targetId);
    const next = neighbourKey(item);
    if (target && (await store.moveItemToSection(section.id, item.id, target.id)))
      done(t('playlistEditor.itemMovedToSection', { position, name: target.name }), { key: next, part: 'move-to' });
  };
  const confirmDelete = async (position: number, item: PlaylistItem) => {
    const result = await popups.open({
      kind: 'confirm',
      messageKey: 'playlistEditor.deleteConfirm',
      values: { position, name: section.name },
      confirmLabelKey: 'common.delete',
    });
    if (result.action !== 'confirm') return;
    const next = neighbourKey(item);
    if (await store.deletePlaylistItem(section.id, item.id)) {
      deleteNotices.current.set(
        playlistItemKey(item),
        toasts.show({ type: 'INFO', messageKey: 'playlistEditor.markedDeleted' }),
      );
      done(t('playlistEditor.markedDeleted'), { key: next, part: 'delete' });
    }
  };

  // A drag of one of these items onto another section (the canvas or the section list, `[data-section-id]`) moves
  // it there. Listened for on the document, before the section's own drop handling, and only for drags from here.
  const latest = useRef({ items, others, moveToSection });
  latest.current = { items, others, moveToSection };
  useEffect(() => {
    const targetOf = (event: globalThis.DragEvent): Id | null => {
      if (!dragged.current || !(event.target instanceof Element)) return null;
      const id = Number(event.target.closest('[data-section-id]')?.getAttribute('data-section-id'));
      return latest.current.others.some((other) => other.id === id) ? id : null;
    };
    const onDragOver = (event: globalThis.DragEvent) => {
      if (targetOf(event) === null) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    };
    const onDrop = (event: globalThis.DragEvent) => {
      const targetId = targetOf(event);
      const item = dragged.current;
      if (targetId === null || !item) return;
      event.preventDefault();
      event.stopPropagation();
      dragged.current = null;
      const position = latest.current.items.indexOf(item) + 1;
      void latest.current.moveToSection(item, position, targetId);
    };
    document.addEventListener('dragover', onDragOver, true);
    document.addEventListener('drop', onDrop, true);
    return () => {
      document.removeEventListener('dragover', onDragOver, true);
      document.removeEventListener('drop', onDrop, true);
    };
  }, []);

  const onRowDragOver = (event: DragEvent<HTMLLIElement>, key: Id) => {
    if (!dragged.current || !event.dataTransfer.types.includes(DRAG_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropKey !== key) setDropKey(key);
  };
  const onRowDrop = (event: DragEvent<HTMLLIElement>, to: number) => {
    const payload = decodeDragPayload(event.dataTransfer.getData(DRAG_MIME));
    const item = dragged.current;
    setDropKey(null);
    if (!payload || !ITEM_DRAG_KINDS.includes(payload.kind) || !item) return;
    event.preventDefault();
    dragged.current = null;
    void reorder(item, to);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, item: PlaylistItem, index: number) => {
    if (!event.altKey || (event.target as HTMLElement).tagName === 'SELECT') return;
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    void reorder(item, index + step);
  };

  const isStored = section.id > 0;
  const addHref = links?.itemHref(sceneId, section.id) ?? '';
  const add =
    isStored && links ? (
      <a href={addHref} data-part="add" onClick={(event) => leaveTo(event, addHref)}>
        {t('playlistEditor.addItem')}
      </a>
    ) : null;
  const scale = fitScale(section, THUMBNAIL);
  let content: ReactNode;
  if (items.length === 0) {
    content = <p data-part="panel-note">{t('playlistEditor.empty')}</p>;
  } else {
    content = (
      <ol data-part="items" aria-label={t('playlistEditor.items', { name: section.name })}>
        {items.map((item, index) => {
          const position = index + 1;
          const key = playlistItemKey(item);
          const href = links?.itemHref(sceneId, section.id, item.id);
          const scheduleHref = links?.scheduleHref?.(sceneId, section.id, item.id);
          const { minutes, seconds } = durationParts(item.duration * 1000);
          const name = nameOf(item, position);
          return (
            <li
              key={key}
              data-part="item"
              data-item-key={key}
              data-state={item.hidden ? 'hidden' : undefined}
              data-drop={dropKey === key || undefined}
              draggable
              onDragStart={(event) => {
                dragged.current = item;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData(DRAG_MIME, encodeDragPayload({ kind: 'editorPlaylistItem', id: item.id }));
              }}
              onDragEnd={() => {
                dragged.current = null;
                setDropKey(null);
              }}
              onDragOver={(event) => onRowDragOver(event, key)}
              onDragLeave={() => setDropKey(null)}
              onDrop={(event) => onRowDrop(event, index)}
              onKeyDown={(event) => onRowKeyDown(event, item, index)}
            >
              {layerData ? (
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
              ) : null}
              <p data-part="details">
                <span data-part="item-name" title={name}>
                  {name}
                </span>
                <span data-part="duration">
                  {minutes > 0
                    ? t('sceneDetails.minutesSeconds', { minutes, seconds })
                    : t('sceneDetails.seconds', { seconds })}
                </span>
                {item.hidden ? <span data-part="badge">{t('playlistEditor.hidden')}</span> : null}
              </p>
              <div data-part="actions">
                {href ? (
                  <a
                    href={href}
                    data-part="edit"
                    aria-label={t('playlistEditor.editItem', { position })}
                    onClick={(event) => leaveTo(event, href)}
                  >
                    {t('common.edit')}
                  </a>
                ) : null}
                {scheduleHref ? (
                  <a
                    href={scheduleHref}
                    data-part="schedule"
                    aria-label={t('scheduleEditor.scheduleItem', { position })}
                    onClick={(event) => leaveTo(event, scheduleHref)}
                  >
                    {t('scheduleEditor.scheduleAction')}
                  </a>
                ) : null}
                <button
                  type="button"
                  data-part="toggle-hidden"
                  aria-label={t(item.hidden ? 'playlistEditor.showItem' : 'playlistEditor.hideItem', { position })}
                  onClick={() => void toggleHidden(item, position)}
                >
                  {t(item.hidden ? 'playlistEditor.show' : 'playlistEditor.hide')}
                </button>
                {index > 0 ? (
                  <button
                    type="button"
                    data-part="move-up"
                    aria-label={t('playlistEditor.moveItemUp', { position })}
                    aria-keyshortcuts="Alt+ArrowUp Alt+ArrowLeft"
                    onClick={() => void reorder(item, index - 1)}
                  >
                    ←
                  </button>
                ) : null}
                {index < items.length - 1 ? (
                  <button
                    type="button"
                    data-part="move-down"
                    aria-label={t('playlistEditor.moveItemDown', { position })}
                    aria-keyshortcuts="Alt+ArrowDown Alt+ArrowRight"
                    onClick={() => void reorder(item, index + 1)}
                  >
                    →
                  </button>
                ) : null}
                {others.length > 0 ? (
                  <select
                    data-part="move-to"
                    aria-label={t('playlistEditor.moveToSection', { position })}
                    value=""
                    onChange={(event) => void moveToSection(item, position, Number(event.target.value))}
                  >
                    <option value="" disabled>
                      {t('playlistEditor.moveToSectionChoice')}
                    </option>
                    {others.map((other) => (
                      <option key={store.keyOf(other)} value={other.id}>
                        {other.name}
                      </option>
                    ))}
                  </select>
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
    );
  }
  return (
    <div ref={body} data-part="panel-body">
      {load === 'failed' ? (
        <div data-part="panel-failed">
          <p role="alert">{t('playlistEditor.loadFailed')}</p>
          <Button type="button" variant="secondary" onClick={reload}>
            {t('playlistEditor.retry')}
          </Button>
        </div>
      ) : null}
      {content}
      {add}
      {items.length > 1 || others.length > 0 ? <p data-part="hint">{t('playlistEditor.hint')}</p> : null}
      <p data-part="announcer" role="status" aria-live="polite">
        {announcement.text}
      </p>
    </div>
  );
}
