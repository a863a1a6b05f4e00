import { boxBeside, itemsInOrder, type Id, type Section } from '@screenplay/core';
import {
  decodeDragPayload,
  DRAG_MIME,
  ownSectionOffer,
  type MediaItem,
  type MediaRefusalKey,
} from '@screenplay/core/library';
import { isMessageKey } from '@screenplay/core/messages';
import { LIBRARY_API } from '@screenplay/core/contract';
import { useLoader, type SceneEditorStore } from '@screenplay/hooks';
import { useLayerRegistry, useLayerText } from '@screenplay/ui/layers';
import { createStockSearchStore, createUploadStore } from '@screenplay/hooks/library';
import { useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { layerDataStores } from '../../app/layer-data/portalLayerData';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import {
  contentOfPayload,
  dragSource,
  type ContentEntry,
  type ContentSource,
  type DropUpload,
  type SourceList,
} from '@screenplay/ui/scene-editor';
import { contentRefusal, createSectionItem, filesRefusal, type ContentDeps } from './contentDrop';

/** The attribute that marks the section a drag is over (styled by ui's theme, content-tabs.css). */
const DROP_TARGET_ATTRIBUTE = 'data-drop-target';

/** A loader's state as a source list. */
function sourceList<T>(status: string, data: readonly T[] | undefined, reload: () => void): SourceList<T> {
  if (status === 'error') return { status: 'failed', items: [], reload };
  return data ? { status: 'ready', items: data, reload } : { status: 'loading', items: [], reload };
}

/** The `[data-section-id]` element under a drag, inside `root`, or null. */
function sectionElement(event: DragEvent): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest<HTMLElement>('[data-section-id]') ?? null;
  return element && event.currentTarget.contains(element) ? element : null;
}

/**
 * The scene editor's content: the tenant's media (`GET library/folders/media`), elements with layers
 * (`GET library/folders/templates`), stock photo search and uploads, and what dropping any of them — or files from the
 * desktop — on a section of the canvas does: the section under the drag is marked, and the drop adds a new playlist
 * item holding the content to it (`createSectionItem`: spec §5 drop rules, layers made as the playlist item editor
 * makes them, `POST sections/{s}/playlistitems`), then shows the section's playlist through the store's `showPlaylist`
 * so the canvas and the playlist panel follow. A section without its server id yet is refused with the panel's note.
 */
export function useContentDrop(store: SceneEditorStore): ContentSource {
  const layerText = useLayerText();
  const registry = useLayerRegistry();
  const { api, popups, toasts } = usePortal();
  const [addedMedia, setAddedMedia] = useState<readonly MediaItem[]>([]);
  const [dropUploads, setDropUploads] = useState<readonly DropUpload[]>([]);
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const dropCount = useRef(0);
  const [stock] = useState(() => createStockSearchStore({ api }));
  const addMedia = useCallback((items: readonly MediaItem[]) => setAddedMedia((added) => [...items, ...added]), []);
  const [uploads] = useState(() => createUploadStore({ api, onUploaded: addMedia }));

  const mediaLoad = useLoader(async () => (await api.call(LIBRARY_API.mediaTab)).data.media, [api], {
    onError: (error) => toastError(toasts, error),
  });
  const templatesLoad = useLoader(
    async () =>
      (await api.call(LIBRARY_API.templatesTab)).data.templates.filter((template) => template.layers.length > 0),
    [api],
    { onError: (error) => toastError(toasts, error) },
  );
  const allMedia = useMemo(() => {
    if (!mediaLoad.data) return undefined;
    const listed = new Set(addedMedia.map((item) => item.uuid));
    return [...addedMedia, ...mediaLoad.data.filter((item) => !listed.has(item.uuid))];
  }, [mediaLoad.data, addedMedia]);
  const media = sourceList(mediaLoad.status, allMedia, mediaLoad.reload);
  const templates = sourceList(templatesLoad.status, templatesLoad.data, templatesLoad.reload);

  // What the drop handlers read: the latest lists, whatever render they were made in.
  const latest = useRef({ media: media.items, templates: templates.items });
  latest.current = { media: media.items, templates: templates.items };
  const deps: ContentDeps = useMemo(
    () => ({ api, popups, toasts, stock, feeds: layerDataStores(api).feeds, text: layerText }),
    [api, popups, toasts, stock, layerText],
  );

  /** The stored section a drop goes to, or null with the reason toasted. */
  const storedSection = useCallback(
    (sectionId: Id): Section | null => {
      const section = store.$sections.peek().find((candidate) => candidate.id === sectionId) ?? null;
      if (!section) return null;
      if (section.id < 0) {
        toasts.show({ type: 'WARNING', messageKey: 'playlistEditor.unsavedSection' });
        return null;
      }
      return section;
    },
    [store, toasts],
  );

  /** Adds content to the section as a new item and shows the section's playlist with it. */
  const addTo = useCallback(
    async (section: Section, content: ContentEntry): Promise<boolean> => {
      setAddingTo(section.name);
      try {
        // The item goes to the section's draft (made once everything is chosen): nothing reaches a screen before
        // 'Save scene' (ARCHITECTURE.md "One publishing rule").
        const stored = await createSectionItem(section, content, deps, () => store.playlistDraft(section.id));
        if (!stored) return false;
        const { item, sectionId } = stored;
        // The draft as it is now (the wait may have seen other changes), its stored playlist plus the new item.
        const current = store.$sections.peek().find((candidate) => candidate.id === sectionId);
        if (current) store.showPlaylist(sectionId, [...itemsInOrder(current).filter((i) => i.id !== item.id), item]);
        toasts.show({ type: 'INFO', messageKey: 'contentTabs.added', values: { section: section.name } });
        return true;
      } finally {
        setAddingTo(null);
      }
    },
    [deps, store, toasts],
  );

  /**
   * The way forward of a drop the media rule refuses (issue 24; the rule stays, spec §5): asked first ("Videos play
   * in a section of their own. Add a video section?"), a section of its own beside the refusing one ('Video',
   * 'Images'), stored as a draft to take the content. Null when the refusal has no offer or the user declines.
   */
  const ownSection = useCallback(
    async (section: Section, refusal: MediaRefusalKey | null): Promise<Section | null> => {
      const offer = ownSectionOffer(refusal);
      const scene = store.$scene.peek();
      if (!offer || !scene) return null;
      const answer = await popups.open({
        kind: 'confirm',
        messageKey: offer.messageKey,
        confirmLabelKey: 'dnd.addSectionBeside',
      });
      if (answer.action !== 'confirm') return null;
      const added = store.addSection({ name: offer.sectionName, ...boxBeside(section, scene) });
      return added && store.playlistDraft(added.id);
    },
    [popups, store],
  );

  /** Adds content to a section, or, when the drop rule refuses it with an offer, to a section of its own. */
  const addOrOffer = useCallback(
    async (section: Section, content: ContentEntry) => {
      const refusal = contentRefusal(section, content);
      if (ownSectionOffer(refusal) === null) return addTo(section, content);
      const own = await ownSection(section, refusal);
      return own ? addTo(own, content) : false;
    },
    [addTo, ownSection],
  );

  const add = useCallback(
    async (sectionId: Id, content: ContentEntry) => {
      const section = storedSection(sectionId);
      if (section) await addOrOffer(section, content);
    },
    [storedSection, addOrOffer],
  );

  /** Files from the desktop: refused as a whole by the drop rules, else uploaded (progress shown) and each added. */
  const dropFiles = useCallback(
    async (target: Section, files: File[]) => {
      let section = target;
      const refusal = filesRefusal(section, files);
      if (refusal && ownSectionOffer(refusal)) {
        const own = await ownSection(section, refusal);
        if (!own) return;
        section = own;
      } else if (refusal) {
        toasts.show({ type: 'WARNING', messageKey: refusal });
        return;
      }
      const stored: MediaItem[] = [];
      const upload = createUploadStore({
        api,
        onUploaded: (items) => {
          stored.push(...items);
          addMedia(items);
        },
      });
      const id = ++dropCount.current;
      setDropUploads((current) => [...current, { id, upload }]);
      try {
        await upload.upload(files, { folderId: null });
      } finally {
        setDropUploads((current) => current.filter((candidate) => candidate.id !== id));
      }
      for (const entry of upload.$uploads.peek()) {
        if (entry.status === 'done') continue;
        if (entry.messageKey && isMessageKey(entry.messageKey))
          toasts.show({ type: 'WARNING', messageKey: entry.messageKey });
        else if (entry.text) toasts.show({ type: 'WARNING', text: entry.text });
      }
      // In the order the files were dropped.
      const byName = (item: MediaItem) => files.findIndex((file) => file.name === item.name);
      for (const item of stored.sort((a, b) => byName(a) - byName(b))) await addTo(section, { kind: 'media', item });
    },
    [api, toasts, addMedia, addTo, ownSection],
  );

  const marked = useRef<HTMLElement | null>(null);
  const mark = useCallback((element: HTMLElement | null) => {
    if (marked.current === element) return;
    marked.current?.removeAttribute(DROP_TARGET_ATTRIBUTE);
    element?.setAttribute(DROP_TARGET_ATTRIBUTE, '');
    marked.current = element;
  }, []);

  const handlers = useMemo(
    () => ({
      onDragOver(event: DragEvent) {
        if (dragSource(Array.from(event.dataTransfer.types)) === null) return;
        const element = sectionElement(event);
        mark(element);
        if (!element) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event: DragEvent) {
        const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
        if (!next || !event.currentTarget.contains(next)) mark(null);
      },
      onDrop(event: DragEvent) {
        mark(null);
        const source = dragSource(Array.from(event.dataTransfer.types));
        const element = sectionElement(event);
        if (source === null || !element) return;
        event.preventDefault();
        const section = storedSection(Number(element.dataset.sectionId));
        if (!section) return;
        if (source === 'files') {
          void dropFiles(section, Array.from(event.dataTransfer.files));
          return;
        }
        const payload = decodeDragPayload(event.dataTransfer.getData(DRAG_MIME));
        const content =
          payload && contentOfPayload(payload, { ...latest.current, stockPhotos: stock.$results.peek() }, registry);
        if (content) void addOrOffer(section, content);
      },
    }),
    [mark, storedSection, dropFiles, addOrOffer, stock, registry],
  );

  return { media, templates, stock, uploads, dropUploads, addingTo, add, handlers };
}
