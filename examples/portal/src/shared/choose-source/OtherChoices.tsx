import type { Id } from '@screenplay/core';
import type { LibraryTemplate, StockPhoto } from '@screenplay/core/library';
import { LIBRARY_API } from '@screenplay/core/contract';
import { useLoader, useText } from '@screenplay/hooks';
import { createStockSearchStore } from '@screenplay/hooks/library';
import { LayoutPreview, LoadingIndicator, TextField } from '@screenplay/ui';
import { useId, useRef, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { StoreStockSearch } from '../../app/StoreStockSearch';
import { toastError } from '../../app/toastError';
import { announceChange } from '../announceChange';

/** Chooses one of the library's templates (`GET library/folders/templates`), all but the one being edited. */
export function TemplateChoice({
  excludeId,
  onChange,
}: {
  excludeId: Id | null;
  onChange: (template: LibraryTemplate) => void;
}) {
  const t = useText();
  const { api, toasts } = usePortal();
  const name = useId();
  const [chosen, setChosen] = useState<Id | null>(null);
  const listed = useLoader(
    async () => {
      const { data } = await api.call(LIBRARY_API.templatesTab);
      return data.templates.filter((template) => template.id !== excludeId && template.layers.length > 0);
    },
    [api, excludeId],
    { onError: (error) => toastError(toasts, error), keepPreviousData: true },
  );
  const templates = listed.status === 'error' ? [] : (listed.data ?? null);

  if (templates === null) return <LoadingIndicator />;
  if (templates.length === 0) return <p data-part="empty">{t('playlistEditor.noTemplates')}</p>;
  return (
    <fieldset data-scope="source-chooser" data-part="choices">
      <legend>{t('playlistEditor.chooseTemplate')}</legend>
      <ul>
        {templates.map((template) => (
          <li key={template.id}>
            <label data-part="choice">
              <input
                type="radio"
                name={name}
                value={template.id}
                checked={chosen === template.id}
                onChange={() => {
                  setChosen(template.id);
                  onChange(template);
                }}
              />
              <LayoutPreview
                width={template.width}
                height={template.height}
                sections={template.layers.map((layer, index) => ({
                  id: layer.id,
                  ...pick(layer.content),
                  order: index,
                  hidden: layer.invisible,
                  markAsDeleted: false,
                }))}
                label={t('playlistEditor.templatePreview', { name: template.name })}
              />
              <span data-part="name">{template.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A layer's box. */
function pick(content: { left: number; top: number; width: number; height: number }) {
  return { left: content.left, top: content.top, width: content.width, height: content.height };
}

/** The address of an RSS or Atom feed whose headlines an Rss layer scrolls. */
export function RssChoice({ onChange }: { onChange: (url: string) => void }) {
  const t = useText();
  const [url, setUrl] = useState('');
  return (
    <div data-scope="source-chooser" data-part="rss">
      <TextField
        name="rssUrl"
        label={t('playlistEditor.rssUrl')}
        type="url"
        value={url}
        placeholder="https://"
        onChange={(event) => {
          setUrl(event.target.value);
          onChange(event.target.value.trim());
        }}
      />
    </div>
  );
}

/**
 * A stock photo of the image services: searched as on the library's Media tab; 'Add' stores the photo in the media
 * library (`POST media`) and chooses it.
 */
export function StockChoice({
  onChange,
}: {
  onChange: (photo: { url: string; width: number | null; height: number | null; uuid: string }) => void;
}) {
  const t = useText();
  const { api, toasts } = usePortal();
  const root = useRef<HTMLDivElement>(null);
  const [stock] = useState(() => createStockSearchStore({ api }));
  const [chosen, setChosen] = useState<string | null>(null);
  const add = async (photo: StockPhoto) => {
    const item = await stock.addToLibrary(photo, null);
    if (!item) {
      toastError(toasts, stock.$error.peek());
      return;
    }
    setChosen(photo.description || item.name);
    onChange({ url: item.url, width: item.width, height: item.height, uuid: item.uuid });
    announceChange(root.current);
  };
  return (
    <div ref={root} data-scope="source-chooser" data-part="stock">
      <StoreStockSearch stock={stock} onAdd={add} />
      {chosen ? (
        <p role="status" data-part="chosen">
          {t('playlistEditor.stockChosen', { name: chosen })}
        </p>
      ) : null}
    </div>
  );
}
