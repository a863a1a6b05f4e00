import type { Section } from '@screenplay/core';
import type { DragPayload, LibraryTemplate, MediaItem, StockPhoto, StockProvider } from '@screenplay/core/library';
import { isMessageKey, type MessageKey } from '@screenplay/core/messages';
import { useText, useValue, type SceneEditorStore } from '@screenplay/hooks';
import type { StockSearchStore, UploadStore } from '@screenplay/hooks/library';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { LayoutPreview } from '../../LayoutPreview';
import { LoadingIndicator } from '../../LoadingIndicator/LoadingIndicator';
import { useTabList } from '../../Tabs/useTabList';
import { layerLibraryItems, type LayerLibraryItem } from '../../layer-editor/LayerLibraryPanel/libraryItems';
import { useLayerRegistry, useLayerText } from '../../layers/registry/LayerRegistryProvider';
import { STOCK_PROVIDERS, UploadDropZone } from '../../library';
import { startContentDrag, type ContentEntry } from './contentDrag';
import type { ContentSource, DropUpload, SourceList } from './contentSource.types';

/** The content tabs in order (spec §2 "content tabs": the library's kinds — media, elements, widgets, stock photos). */
export const CONTENT_TABS = ['media', 'elements', 'widgets', 'stock'] as const;

/** One content tab. */
export type ContentTab = (typeof CONTENT_TABS)[number];

const TAB_LABELS: Record<ContentTab, MessageKey> = {
  media: 'library.media',
  elements: 'library.elements',
  widgets: 'contentTabs.widgets',
  stock: 'library.stockPhotos',
};

const PROVIDER_LABELS: Record<StockProvider, MessageKey> = {
  unsplash: 'library.stockUnsplash',
  pixabay: 'library.stockPixabay',
};

/** Props of {@link ContentTabs}. */
export interface ContentTabsProps {
  store: SceneEditorStore;
  /** The host's content and what adding an entry does. */
  source: ContentSource;
}

/**
 * The scene editor's content tabs beside the canvas: Media (the tenant's files, with upload), Elements (templates with
 * layers), Widgets (the layer library's kinds) and Stock photos. Each entry drags onto a section of the canvas (the
 * spec's drag kinds media, template, layer library item, stock photo) or, from the keyboard, 'Add' puts it in the
 * selected section the same way. One tab stop; arrow keys, Home and End move between tabs. The Widgets tab lists the
 * layer registry's library items, a host's own layer types included.
 */
export function ContentTabs({ store, source }: ContentTabsProps) {
  const t = useText();
  const selected = useValue(store.$selected);
  const [tab, setTab] = useState<ContentTab>('media');
  const { stock } = source;
  const offered = useMemo(() => CONTENT_TABS.filter((value) => value !== 'stock' || stock), [stock]);
  const tabs = useTabList(offered, tab, setTab);

  /** The keyboard and click alternative of a drop: adds the entry to the selected section. */
  const add = (content: ContentEntry, name: string) =>
    selected ? <AddButton section={selected} name={name} onAdd={() => void source.add(selected.id, content)} /> : null;

  return (
    <section data-scope="content-tabs" data-part="root" aria-label={t('contentTabs.label')}>
      <p data-part="hint">{t(selected ? 'contentTabs.hint' : 'contentTabs.noSection')}</p>
      <p role="status" data-part="status">
        {source.addingTo === null ? '' : t('contentTabs.adding', { section: source.addingTo })}
      </p>
      <DropUploads uploads={source.dropUploads ?? []} />
      <div role="tablist" {...tabs.listProps} data-part="list" aria-label={t('contentTabs.label')}>
        {offered.map((value) => (
          <button key={value} role="tab" {...tabs.tabProps(value)} data-part="tab">
            {t(TAB_LABELS[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel" {...tabs.panelProps} data-part="panel">
        {tab === 'media' ? <MediaTab source={source} add={add} /> : null}
        {tab === 'elements' ? <ElementsTab templates={source.templates} add={add} /> : null}
        {tab === 'widgets' ? <WidgetsTab add={add} /> : null}
        {tab === 'stock' && stock ? <StockTab stock={stock} add={add} /> : null}
      </div>
    </section>
  );
}

/** Renders an entry's 'Add to <section>' button (nothing without a selected section). */
type AddRenderer = (content: ContentEntry, name: string) => ReactNode;

/** 'Add', named 'Add <entry> to <section>'. */
function AddButton({ section, name, onAdd }: { section: Section; name: string; onAdd: () => void }) {
  const t = useText();
  return (
    <button
      type="button"
      data-part="add"
      aria-label={t('contentTabs.addTo', { item: name, section: section.name })}
      onClick={onAdd}
    >
      {t('contentTabs.add')}
    </button>
  );
}

/** One draggable entry of a tab. */
function Entry({ payload, children }: { payload: DragPayload; children: ReactNode }) {
  return (
    <li data-part="entry" draggable onDragStart={(event) => startContentDrag(event, payload)}>
      {children}
    </li>
  );
}

/** A tab's list while it loads, after it failed (with a retry), empty, or its entries. */
function Listed<T>({
  list,
  emptyKey,
  label,
  children,
}: {
  list: SourceList<T>;
  emptyKey: MessageKey;
  label: string;
  children: (item: T) => ReactNode;
}) {
  const t = useText();
  if (list.status === 'loading') return <LoadingIndicator />;
  if (list.status === 'failed') {
    return (
      <div data-part="failed">
        <p role="alert">{t('contentTabs.loadFailed')}</p>
        <Button type="button" variant="secondary" onClick={list.reload}>
          {t('playlistEditor.retry')}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) return <p data-part="empty">{t(emptyKey)}</p>;
  return (
    <ul data-part="entries" aria-label={label}>
      {list.items.map(children)}
    </ul>
  );
}

/** The Media tab: an upload area (progress per file), then the tenant's files. */
function MediaTab({ source, add }: { source: ContentSource; add: AddRenderer }) {
  const t = useText();
  return (
    <>
      {source.uploads ? <Uploads uploads={source.uploads} /> : null}
      <Listed list={source.media} emptyKey="playlistEditor.noMedia" label={t('library.media')}>
        {(item: MediaItem) => (
          <Entry key={item.uuid} payload={{ kind: 'media', id: item.uuid }}>
            <span data-part="thumb">
              {item.type === 'video' ? (
                <video src={item.url} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} />
              ) : (
                <img src={item.url} alt="" loading="lazy" draggable={false} />
              )}
            </span>
            <span data-part="name" title={item.name}>
              {item.name}
            </span>
            {add({ kind: 'media', item }, item.name)}
          </Entry>
        )}
      </Listed>
    </>
  );
}

/** The Media tab's upload area: files go into the library, progress per file. */
function Uploads({ uploads }: { uploads: UploadStore }) {
  const entries = useValue(uploads.$uploads);
  return (
    <UploadDropZone
      uploads={entries}
      onFiles={(files) => void uploads.upload(files, { folderId: null })}
      onDismiss={(id) => uploads.dismiss(id)}
      onClearFinished={() => uploads.clearFinished()}
    />
  );
}

/** The Elements tab: library templates that have layers, drawn as their preview or their layers' boxes. */
function ElementsTab({ templates, add }: { templates: SourceList<LibraryTemplate>; add: AddRenderer }) {
  const t = useText();
  return (
    <Listed list={templates} emptyKey="playlistEditor.noTemplates" label={t('library.elements')}>
      {(template: LibraryTemplate) => (
        <Entry key={template.id} payload={{ kind: 'template', id: template.id }}>
          <span data-part="thumb">
            {template.preview ? (
              <img src={template.preview} alt="" loading="lazy" draggable={false} />
            ) : (
              <LayoutPreview
                width={template.width}
                height={template.height}
                sections={template.layers.map((layer, index) => ({
                  id: layer.id,
                  left: layer.content.left,
                  top: layer.content.top,
                  width: layer.content.width,
                  height: layer.content.height,
                  order: index,
                  hidden: layer.invisible,
                  markAsDeleted: false,
                }))}
                label={t('playlistEditor.templatePreview', { name: template.name })}
              />
            )}
          </span>
          <span data-part="name" title={template.name}>
            {template.name}
          </span>
          {add({ kind: 'template', template }, template.name)}
        </Entry>
      )}
    </Listed>
  );
}

/** The Widgets tab: the layer library's items (spec §1 library kinds), those needing a source ask for it. */
function WidgetsTab({ add }: { add: AddRenderer }) {
  const t = useText();
  const text = useLayerText();
  const registry = useLayerRegistry();
  const items = useMemo(() => layerLibraryItems(registry), [registry]);
  const label = (item: LayerLibraryItem) => text(item.label);
  return (
    <ul data-part="entries" data-kind="widgets" aria-label={t('contentTabs.widgets')}>
      {items.map((item) => (
        <Entry key={item.id} payload={{ kind: 'layerLibraryItem', id: item.id }}>
          <span data-part="name">{label(item)}</span>
          {add({ kind: 'widget', item }, label(item))}
        </Entry>
      ))}
    </ul>
  );
}

/** The Stock photos tab: service and text, a page of results (each draggable or added), and paging. */
function StockTab({ stock, add }: { stock: StockSearchStore; add: AddRenderer }) {
  const t = useText();
  const ids = { provider: useId(), query: useId() };
  const provider = useValue(stock.$provider);
  const query = useValue(stock.$query);
  const status = useValue(stock.$status);
  const errorKey = useValue(stock.$errorKey);
  const results = useValue(stock.$results);
  const page = useValue(stock.$page);
  const totalPages = useValue(stock.$totalPages);
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') void stock.search(text.trim());
  };
  const photoName = (photo: StockPhoto) => photo.description || t('library.photoBy', { author: photo.author });
  return (
    <div data-part="stock">
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element has a role only in browsers since 2023 and none in the role table the DOM tests query (aria-query); a form with role search is the search landmark everywhere */}
      <form role="search" data-part="stock-form" aria-label={t('library.stockSearch')} onSubmit={submit}>
        <label htmlFor={ids.provider}>{t('library.stockService')}</label>
        <select
          id={ids.provider}
          value={provider}
          onChange={(event) => void stock.setProvider(event.target.value as StockProvider)}
        >
          {STOCK_PROVIDERS.map((value) => (
            <option key={value} value={value}>
              {t(PROVIDER_LABELS[value])}
            </option>
          ))}
        </select>
        <label htmlFor={ids.query}>{t('library.stockQuery')}</label>
        <input id={ids.query} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" aria-busy={status === 'loading' || undefined}>
          {t('common.search')}
        </button>
      </form>
      {status === 'error' ? (
        <p role="alert" data-part="error">
          {t(errorKey && isMessageKey(errorKey) ? errorKey : 'media.imageServiceError')}
        </p>
      ) : (
        <p role="status" data-part="empty">
          {status === 'loading'
            ? t('library.searching')
            : status === 'ready' && results.length === 0
              ? t('library.noPhotos')
              : ''}
        </p>
      )}
      {status === 'ready' && results.length > 0 ? (
        <>
          <ul data-part="entries" aria-label={t('library.stockResults')}>
            {results.map((photo) => (
              <Entry key={`${photo.provider}:${photo.id}`} payload={{ kind: 'stockPhoto', id: photo.id }}>
                <span data-part="thumb">
                  <img src={photo.thumbUrl} alt="" loading="lazy" draggable={false} />
                </span>
                <span data-part="name" title={photoName(photo)}>
                  {photoName(photo)}
                </span>
                {add({ kind: 'stockPhoto', photo }, photoName(photo))}
              </Entry>
            ))}
          </ul>
          <nav data-part="pages" aria-label={t('library.stockPages')}>
            <button type="button" disabled={page <= 1} onClick={() => void stock.goToPage(page - 1)}>
              {t('library.previousPage')}
            </button>
            <span>{t('library.pageOf', { page, total: Math.max(totalPages, 1) })}</span>
            <button type="button" disabled={page >= totalPages} onClick={() => void stock.goToPage(page + 1)}>
              {t('library.nextPage')}
            </button>
          </nav>
        </>
      ) : null}
    </div>
  );
}

/** The progress of files dropped on sections, one bar per file named by it, while they upload. */
function DropUploads({ uploads }: { uploads: readonly DropUpload[] }) {
  const t = useText();
  if (uploads.length === 0) return null;
  return (
    <ul data-part="drop-uploads" aria-label={t('contentTabs.uploads')}>
      {uploads.map(({ id, upload }) => (
        <DropFiles key={id} upload={upload} />
      ))}
    </ul>
  );
}

/** One drop's files. */
function DropFiles({ upload }: { upload: UploadStore }) {
  const t = useText();
  const entries = useValue(upload.$uploads);
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.id}>
          <span>{entry.fileName}</span>
          <progress max={1} value={entry.progress} aria-label={t('contentTabs.uploading', { name: entry.fileName })} />
        </li>
      ))}
    </>
  );
}
