import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { TAGS_EDITOR_MESSAGE_IDS as M } from './tagsEditor.messages';

/** A tag as the tags editor shows it (a new tag may carry a temporary negative id). */
export interface TagItem {
  id: number;
  name: string;
}

/** Props of {@link TagsEditor}. */
export interface TagsEditorProps {
  tags: readonly TagItem[];
  /** Found tags to offer (the caller searches; see `onSearch`). */
  suggestions: readonly TagItem[];
  /** The message key of the last refused tag (e.g. `tags.tagNameValidatingError`), or null. */
  error: string | null;
  /** Adds the typed name or a chosen suggestion; return a message key when refused (the text then stays). */
  onAdd: (tag: string | TagItem) => string | null;
  onRemove: (tag: TagItem) => void;
  /** Called with the field's text on every change (the store debounces and searches from 2 characters). */
  onSearch: (text: string) => void;
  /** The field's visible label, e.g. 'Tags'. */
  label: string;
  className?: string;
}

/**
 * A scene's tags: the tags as a list with remove buttons, and a combobox that adds the typed name on
 * Enter or offers found tags in a listbox (ArrowDown/ArrowUp choose, Enter adds, Escape closes).
 * A refused name shows its message as an alert.
 */
export function TagsEditor({ tags, suggestions, error, onAdd, onRemove, onSearch, label, className }: TagsEditorProps) {
  const intl = useIntl();
  const ids = { input: useId(), listbox: useId(), error: useId(), tags: useId() };
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isDismissed, setDismissed] = useState(false);
  const isOpen = !isDismissed && text.trim() !== '' && suggestions.length > 0;
  const active = isOpen ? suggestions[activeIndex] : undefined;
  const optionId = (index: number) => `${ids.listbox}-${index}`;

  // New suggestions start unchosen and open: adjusted while rendering, as React advises, rather than one render late.
  const [shownSuggestions, setShownSuggestions] = useState(suggestions);
  if (shownSuggestions !== suggestions) {
    setShownSuggestions(suggestions);
    setActiveIndex(-1);
    setDismissed(false);
  }

  const add = (tag: string | TagItem) => {
    const refusal = onAdd(tag);
    if (typeof refusal === 'string') return;
    setText('');
    setActiveIndex(-1);
  };
  const move = (step: number) => {
    if (!isOpen) {
      setDismissed(false);
      setActiveIndex(step > 0 ? 0 : suggestions.length - 1);
      return;
    }
    setActiveIndex(
      (index) => (index + step + suggestions.length + (index < 0 && step < 0 ? 1 : 0)) % suggestions.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0 || text.trim() === '') return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) add(active);
      else if (text.trim() !== '') add(text);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActiveIndex(-1);
    }
  };

  const errorText = error ? intl.formatMessage({ id: error }) : null;
  return (
    <div data-scope="tags-editor" data-part="root" data-state={isOpen ? 'open' : 'closed'} className={className}>
      <label htmlFor={ids.input} data-part="label" id={`${ids.input}-label`}>
        {label}
      </label>
      <ul data-part="tags" aria-labelledby={`${ids.input}-label`}>
        {tags.map((tag) => (
          <li key={tag.id} data-part="tag">
            <span data-part="tag-name">{tag.name}</span>
            <button
              type="button"
              data-part="remove"
              aria-label={intl.formatMessage({ id: M.removeTag }, { name: tag.name })}
              onClick={() => onRemove(tag)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <div data-part="control">
        <input
          id={ids.input}
          data-part="input"
          role="combobox"
          type="text"
          autoComplete="off"
          value={text}
          placeholder={intl.formatMessage({ id: M.placeholder })}
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={ids.listbox}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? ids.error : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            onSearch(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(true)}
        />
        <div
          id={ids.listbox}
          role="listbox"
          data-part="listbox"
          aria-label={intl.formatMessage({ id: M.suggestions })}
          hidden={!isOpen}
        >
          {isOpen
            ? suggestions.map((tag, index) => (
                // A combobox's options never take focus: the field keeps it and chooses with ArrowUp/ArrowDown and
                // Enter through aria-activedescendant (WAI-ARIA combobox pattern); the click is for the pointer.
                // biome-ignore lint/a11y/useFocusableInteractive: the field, not the option, is focused (above)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (above)
                <div
                  key={tag.id}
                  id={optionId(index)}
                  role="option"
                  data-part="option"
                  data-state={index === activeIndex ? 'active' : undefined}
                  aria-selected={index === activeIndex}
                  // Keep focus in the field, so a press chooses without a blur closing the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => add(tag)}
                >
                  {tag.name}
                </div>
              ))
            : null}
        </div>
      </div>
      {errorText ? (
        <p id={ids.error} role="alert" data-part="error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
