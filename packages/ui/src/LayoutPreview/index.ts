export { LAYOUT_PREVIEW_SIZE_MESSAGE_ID, LayoutPreview } from './LayoutPreview';
export type { LayoutPreviewProps } from './LayoutPreview';
