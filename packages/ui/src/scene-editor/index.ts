/**
 * @screenplay/ui/scene-editor — the scene editor over a `createSceneEditorStore` store: whole (`SceneEditor`), or
 * its parts to rearrange: the header (`SceneEditorHeader`), the tools (`SceneEditorToolbar`), the work area of
 * section list, canvas and section details (`SceneEditorWorkspace`), the selected section's playlist
 * (`PlaylistPanel`), a section's content on the canvas (`SectionContent`), the content tabs over the host's
 * `ContentSource` (`ContentArea`, `ContentTabs`), and the small fields they use.
 */
export { SceneEditor } from './SceneEditor/SceneEditor';
export type { SceneEditorProps } from './SceneEditor/SceneEditor';
export { EditorOverlays } from './SceneEditor/EditorOverlays';
export type { EditorOverlaysProps } from './SceneEditor/EditorOverlays';
export { useEditorServices } from './SceneEditor/useEditorServices';
export type { EditorServices } from './SceneEditor/useEditorServices';
export { useSceneEditorActions } from './SceneEditor/useSceneEditorActions';
export type { SceneEditorActions } from './SceneEditor/useSceneEditorActions';
export { SceneEditorHeader } from './SceneEditorHeader/SceneEditorHeader';
export type { SceneEditorHeaderProps } from './SceneEditorHeader/SceneEditorHeader';
export { SceneEditorToolbar } from './SceneEditorToolbar/SceneEditorToolbar';
export type { SceneEditorToolbarProps, SceneEditorView } from './SceneEditorToolbar/SceneEditorToolbar';
export { SceneEditorWorkspace } from './SceneEditorWorkspace/SceneEditorWorkspace';
export type { SceneEditorWorkspaceProps } from './SceneEditorWorkspace/SceneEditorWorkspace';
export { PlaylistPanel } from './PlaylistPanel/PlaylistPanel';
export type { PlaylistLinks, PlaylistPanelProps } from './PlaylistPanel/PlaylistPanel';
export { useItemContentName, useItemName } from './PlaylistPanel/useItemName';
export { SectionContent } from './SectionContent/SectionContent';
export type { SectionContentProps } from './SectionContent/SectionContent';
export { NameField } from './NameField/NameField';
export type { NameFieldProps } from './NameField/NameField';
export { PublishNote } from './PublishNote/PublishNote';
export type { PublishNoteProps } from './PublishNote/PublishNote';
export { SaveStatus } from './SaveStatus/SaveStatus';
export type { SaveStatusProps } from './SaveStatus/SaveStatus';
export { LayoutEditor, LayoutUnavailable } from './LayoutEditor/LayoutEditor';
export type { LayoutEditorProps, LayoutUnavailableProps } from './LayoutEditor/LayoutEditor';
export { LayoutProperties } from './LayoutEditor/LayoutProperties';
export type { LayoutPropertiesProps } from './LayoutEditor/LayoutProperties';
export { ContentArea } from './ContentTabs/ContentArea';
export type { ContentAreaProps } from './ContentTabs/ContentArea';
export { CONTENT_TABS, ContentTabs } from './ContentTabs/ContentTabs';
export type { ContentTab, ContentTabsProps } from './ContentTabs/ContentTabs';
export { CONTENT_DRAG_TYPE, contentOfPayload, dragSource, startContentDrag } from './ContentTabs/contentDrag';
export type { ContentEntry, ContentLists } from './ContentTabs/contentDrag';
export type { ContentSource, DropUpload, SourceList } from './ContentTabs/contentSource.types';
