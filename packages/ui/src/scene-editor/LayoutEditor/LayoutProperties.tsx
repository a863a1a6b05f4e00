import { useText, useValue } from '@screenplay/hooks';
import type { LayoutEditorStore } from '@screenplay/hooks/library';
import { LayoutPreview } from '../../LayoutPreview';
import { TagsEditor } from '../../TagsEditor';
import { NameField } from '../NameField/NameField';

/** Props of {@link LayoutProperties}. */
export interface LayoutPropertiesProps {
  store: LayoutEditorStore;
}

/** The layout's name, tags and a preview of its sections showing width × height. */
export function LayoutProperties({ store }: LayoutPropertiesProps) {
  const t = useText();
  const editor = store.editor;
  const layout = useValue(store.$layout);
  const scene = useValue(editor.$scene);
  const sections = useValue(editor.$sections);
  const tagSuggestions = useValue(editor.$tagSuggestions);
  const tagError = useValue(editor.$tagError);
  const name = layout?.name ?? '';
  return (
    <div data-scope="layout-editor" data-part="properties">
      <NameField name={name} onRename={(next) => store.rename(next)} label={t('layoutEditor.layoutName')} />
      <TagsEditor
        label={t('tags.label')}
        tags={scene?.tags ?? []}
        suggestions={tagSuggestions}
        error={tagError}
        onAdd={(tag) => editor.addTag(tag)}
        onRemove={(tag) => editor.removeTag(tag)}
        onSearch={(text) => editor.searchTags(text)}
      />
      {scene ? (
        <LayoutPreview
          width={scene.width}
          height={scene.height}
          sections={sections}
          label={t('layoutEditor.preview', { name })}
        />
      ) : null}
    </div>
  );
}
