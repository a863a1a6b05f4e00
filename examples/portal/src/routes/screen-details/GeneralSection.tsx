import { TAG_SEARCH_DEBOUNCE_MS, isTagSearchable, nextTempId, tagNameError, type Tag } from '@screenplay/core';
import { SCREEN_NAME_MAX_LENGTH, screenNameProblem, type ScreenDto } from '@screenplay/core/screens';
import { isMessageKey } from '@screenplay/core/messages';
import { useText } from '@screenplay/hooks';
import { TagsEditor } from '@screenplay/ui';
import { useEffect, useRef, useState } from 'react';
import { Field, SettingSection, useSettingSave } from './SettingSection';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';

/**
 * The screen's name and tags (`PUT screens/{id} {title, tags}`): tags are edited as on scenes (core's
 * `tagNameError`, found tags offered from 2 characters after the tags' debounce), and saved with the name.
 */
export function GeneralSection({
  screen,
  calls,
  onSaved,
}: {
  screen: ScreenDto;
  calls: ScreenDetailsCalls;
  onSaved: (screen: ScreenDto) => void;
}) {
  const t = useText();
  const title = t('screenDetails.general');
  const { isSaving, save } = useSettingSave(title, onSaved);
  const [name, setName] = useState(screen.name);
  const [tags, setTags] = useState<Tag[]>(screen.tags);
  const [nameError, setNameError] = useState<string | null>(null);
  const [tagError, setTagError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<readonly Tag[]>([]);
  const search = useRef<{ timer: ReturnType<typeof setTimeout> | null; seq: number }>({ timer: null, seq: 0 });

  // A save (here or elsewhere, through realtime) that changed the name or tags shows them again.
  const saved = JSON.stringify([screen.name, screen.tags]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for the screen's name and tags by value
  useEffect(() => {
    setName(screen.name);
    setTags(screen.tags);
  }, [saved]);
  useEffect(
    () => () => {
      if (search.current.timer) clearTimeout(search.current.timer);
    },
    [],
  );

  const onSearch = (text: string) => {
    const state = search.current;
    if (state.timer) clearTimeout(state.timer);
    state.seq += 1;
    setTagError(null);
    const trimmed = text.trim();
    if (!isTagSearchable(trimmed)) {
      setSuggestions([]);
      return;
    }
    const seq = state.seq;
    state.timer = setTimeout(() => {
      calls
        .searchTags(trimmed)
        .then((found) => {
          if (seq === search.current.seq) setSuggestions(found);
        })
        .catch((error: unknown) => console.warn('[screen details] tags', error));
    }, TAG_SEARCH_DEBOUNCE_MS);
  };

  const onAdd = (input: string | Tag) => {
    const tagName = typeof input === 'string' ? input : input.name;
    const error = tagNameError(tagName, tags);
    setTagError(error);
    if (error) return error;
    const id = typeof input === 'string' || input.id < 0 ? nextTempId(tags.map((tag) => tag.id)) : input.id;
    setTags([...tags, { id, name: tagName.trim() }]);
    setSuggestions([]);
    return null;
  };

  const submit = () => {
    const problem = screenNameProblem(name);
    setNameError(problem === null ? null : isMessageKey(problem) ? t(problem) : problem);
    if (problem !== null) return;
    void save(() => calls.update(name.trim(), tags));
  };

  return (
    <SettingSection title={title} onSubmit={submit} isSaving={isSaving} part="general">
      <Field label={t('screenDetails.name')} error={nameError}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="name"
            required
            maxLength={SCREEN_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <TagsEditor
        label={t('tags.label')}
        tags={tags}
        suggestions={suggestions.filter((tag) => tagNameError(tag.name, tags) === null)}
        error={tagError}
        onAdd={onAdd}
        onRemove={(tag) => setTags(tags.filter((one) => one.id !== tag.id))}
        onSearch={onSearch}
      />
    </SettingSection>
  );
}
