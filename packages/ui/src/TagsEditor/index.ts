export { TagsEditor } from './TagsEditor';
export type { TagItem, TagsEditorProps } from './TagsEditor';
