import type { Section } from '@screenplay/core';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
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

/**
 * The editor's section list: select, add, duplicate, hide or show, delete and reorder — by drag
 * and drop, by the move buttons, or with Alt+ArrowUp/ArrowDown on a section.
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
  const intl = useIntl();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const t = (id: string, name: string) => intl.formatMessage({ id }, { name });

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || to < 0 || to >= sections.length) return;
    event.preventDefault();
    onReorder(index, to);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== index) onReorder(dragFrom, index);
    setDragFrom(null);
  };

  return (
    <section data-scope="section-list" data-part="root" className={className} aria-labelledby="section-list-title">
      <header data-part="header">
        <h2 id="section-list-title">{intl.formatMessage({ id: 'sceneEditor.sections' })}</h2>
        <button type="button" data-part="add" onClick={onAdd}>
          {intl.formatMessage({ id: 'sceneEditor.addSection' })}
        </button>
      </header>
      <ol data-part="items">
        {sections.map((section, index) => {
          const isSelected = section.id === selectedId;
          return (
            <li
              key={section.id}
              data-part="item"
              data-state={isSelected ? 'selected' : 'idle'}
              data-hidden={section.hidden || undefined}
              draggable
              onDragStart={() => setDragFrom(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop(index)}
            >
              <button type="button" data-part="select" aria-pressed={isSelected} onClick={() => onSelect(section.id)} onKeyDown={onKeyDown(index)}>
                <span data-part="name">{section.name}</span>
                {section.draft ? <span data-part="badge">{intl.formatMessage({ id: 'sceneEditor.draft' })}</span> : null}
              </button>
              <span data-part="actions">
                <button type="button" aria-label={t('sceneEditor.moveUp', section.name)} disabled={index === 0} onClick={() => onReorder(index, index - 1)}>
                  <UpIcon />
                </button>
                <button
                  type="button"
                  aria-label={t('sceneEditor.moveDown', section.name)}
                  disabled={index === sections.length - 1}
                  onClick={() => onReorder(index, index + 1)}
                >
                  <DownIcon />
                </button>
                <button type="button" aria-label={t('sceneEditor.duplicate', section.name)} onClick={() => onDuplicate(section.id)}>
                  <DuplicateIcon />
                </button>
                <button
                  type="button"
                  aria-label={t(section.hidden ? 'sceneEditor.show' : 'sceneEditor.hide', section.name)}
                  aria-pressed={section.hidden}
                  onClick={() => onToggleHidden(section.id)}
                >
                  <EyeIcon isHidden={section.hidden} />
                </button>
                {canDelete ? (
                  <button type="button" data-part="delete" aria-label={t('sceneEditor.delete', section.name)} onClick={() => onDelete(section.id)}>
                    <DeleteIcon />
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
