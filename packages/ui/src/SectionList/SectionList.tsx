import type { Section } from '@screenplay/core';
import { memo, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useText } from '@screenplay/hooks';
import type { MessageKey } from '@screenplay/core/messages';
import { carriesPayload, readDrop, startDrag } from '../library/internal/dragPayload';
import { DeleteIcon, DownIcon, DuplicateIcon, EyeIcon, UpIcon } from './icons';

/** Props of {@link SectionList}. */
export interface SectionListProps {
  /** The sections in `order`. */
  sections: readonly Section[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onDuplicate: (id: number) => void;
  onDelete: (id: number) => void;
  onToggleHidden: (id: number) => void;
  /** Moves the section at index `from` to index `to` (the store renumbers from 1). */
  onReorder: (from: number, to: number) => void;
  /** False hides the delete buttons (a layout keeps at least one section). */
  canDelete?: boolean;
  className?: string;
}

/** What one row needs; handlers are the list's stable callbacks, so an unchanged row does not re-render. */
interface SectionRowProps {
  section: Section;
  index: number;
  isLast: boolean;
  isSelected: boolean;
  canDelete: boolean;
  handlers: RowHandlers;
}

interface RowHandlers {
  onSelect: (id: number) => void;
  onDuplicate: (id: number) => void;
  onDelete: (id: number) => void;
  onToggleHidden: (id: number) => void;
  onReorder: (from: number, to: number) => void;
  /** A drop on the row at `index`: a `sectionItem` payload of this list moves there; anything else is ignored. */
  onDrop: (event: DragEvent, index: number) => void;
  onDragStart: (event: DragEvent, id: number) => void;
  onDragEnd: () => void;
  /** Whether a row of this list is being dragged. */
  isDragging: () => boolean;
  /** Alt+ArrowUp/ArrowDown target index, or null when the key does not move. */
  moveTarget: (index: number, key: string) => number | null;
}

/**
 * One section of the list. Memoised: a drag or an edit of one section re-renders that row only
 * (the other rows receive the same section objects and the same handlers).
 */
const SectionRow = memo(function SectionRow({
  section,
  index,
  isLast,
  isSelected,
  canDelete,
  handlers,
}: SectionRowProps) {
  const text = useText();
  const t = (key: MessageKey) => text(key, { name: section.name });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const to = handlers.moveTarget(index, event.key);
    if (to === null) return;
    event.preventDefault();
    handlers.onReorder(index, to);
  };
  const onDragOver = (event: DragEvent) => {
    // Only a row of this list is taken (a drag's kind is hidden until the drop): files and other kinds are not.
    if (!carriesPayload(event) || !handlers.isDragging()) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  return (
    <li
      data-part="item"
      data-state={isSelected ? 'selected' : 'idle'}
      data-hidden={section.hidden || undefined}
      data-section-id={section.id}
      draggable
      onDragStart={(event) => handlers.onDragStart(event, section.id)}
      onDragEnd={handlers.onDragEnd}
      onDragOver={onDragOver}
      onDrop={(event) => handlers.onDrop(event, index)}
    >
      <button
        type="button"
        data-part="select"
        title={section.name}
        aria-pressed={isSelected}
        onClick={() => handlers.onSelect(section.id)}
        onKeyDown={onKeyDown}
      >
        <span data-part="name">{section.name}</span>
        {section.draft ? <span data-part="badge">{t('sceneEditor.draft')}</span> : null}
      </button>
      <span data-part="actions">
        <button
          type="button"
          aria-label={t('sceneEditor.moveUp')}
          disabled={index === 0}
          onClick={() => handlers.onReorder(index, index - 1)}
        >
          <UpIcon />
        </button>
        <button
          type="button"
          aria-label={t('sceneEditor.moveDown')}
          disabled={isLast}
          onClick={() => handlers.onReorder(index, index + 1)}
        >
          <DownIcon />
        </button>
        <button type="button" aria-label={t('sceneEditor.duplicate')} onClick={() => handlers.onDuplicate(section.id)}>
          <DuplicateIcon />
        </button>
        <button
          type="button"
          aria-label={t(section.hidden ? 'sceneEditor.show' : 'sceneEditor.hide')}
          aria-pressed={section.hidden}
          onClick={() => handlers.onToggleHidden(section.id)}
        >
          <EyeIcon isHidden={section.hidden} />
        </button>
        {canDelete ? (
          <button
            type="button"
            data-part="delete"
            aria-label={t('sceneEditor.delete')}
            onClick={() => handlers.onDelete(section.id)}
          >
            <DeleteIcon />
          </button>
        ) : null}
      </span>
    </li>
  );
});

/**
 * The editor's section list: select, add, duplicate, hide or show, delete and reorder — by drag and drop (the
 * spec's `sectionItem` drag payload; other drops are ignored), by the move buttons, or with Alt+ArrowUp/ArrowDown
 * on a section. Each move is announced ('Intro moved to position 2 of 3').
 */
export function SectionList({
  sections,
  selectedId,
  onSelect,
  onAdd,
  onDuplicate,
  onDelete,
  onToggleHidden,
  onReorder,
  canDelete = true,
  className,
}: SectionListProps) {
  const t = useText();
  // The latest props, read by the stable row handlers (rows must not re-render because a parent re-created a callback).
  const latest = useRef({ onSelect, onDuplicate, onDelete, onToggleHidden, onReorder, sections, t });
  latest.current = { onSelect, onDuplicate, onDelete, onToggleHidden, onReorder, sections, t };
  const [announcement, setAnnouncement] = useState('');
  const isDragging = useRef(false);
  const handlers = useMemo<RowHandlers>(() => {
    const reorder = (from: number, to: number) => {
      const { sections: list, t: text } = latest.current;
      const moved = list[from];
      if (!moved || from === to || to < 0 || to >= list.length) return;
      latest.current.onReorder(from, to);
      setAnnouncement(text('dnd.movedToPosition', { name: moved.name, position: to + 1, count: list.length }));
    };
    return {
      onSelect: (id) => latest.current.onSelect(id),
      onDuplicate: (id) => latest.current.onDuplicate(id),
      onDelete: (id) => latest.current.onDelete(id),
      onToggleHidden: (id) => latest.current.onToggleHidden(id),
      onReorder: reorder,
      onDragStart: (event, id) => {
        isDragging.current = true;
        startDrag(event, { kind: 'sectionItem', id });
      },
      onDragEnd: () => {
        isDragging.current = false;
      },
      isDragging: () => isDragging.current,
      onDrop: (event, index) => {
        isDragging.current = false;
        const payload = readDrop(event);
        if (payload?.kind !== 'sectionItem') return;
        event.preventDefault();
        reorder(
          latest.current.sections.findIndex((s) => s.id === payload.id),
          index,
        );
      },
      moveTarget: (index, key) => {
        const to = key === 'ArrowUp' ? index - 1 : key === 'ArrowDown' ? index + 1 : null;
        return to === null || to < 0 || to >= latest.current.sections.length ? null : to;
      },
    };
  }, []);

  return (
    <section data-scope="section-list" data-part="root" className={className} aria-labelledby="section-list-title">
      <header data-part="header">
        <h2 id="section-list-title">{t('sceneEditor.sections')}</h2>
        <button type="button" data-part="add" onClick={onAdd}>
          {t('sceneEditor.addSection')}
        </button>
      </header>
      <ol data-part="items">
        {sections.map((section, index) => (
          <SectionRow
            key={section.id}
            section={section}
            index={index}
            isLast={index === sections.length - 1}
            isSelected={section.id === selectedId}
            canDelete={canDelete}
            handlers={handlers}
          />
        ))}
      </ol>
      <p data-part="announcer" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
