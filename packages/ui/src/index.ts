/** @screenplay/ui — thin, unstyled React components (data-scope/data-part/data-state); the optional theme is `@screenplay/ui/theme.css`. */
export { ScreenplayIntlProvider } from './ScreenplayIntlProvider/ScreenplayIntlProvider';
export type { ScreenplayIntlProviderProps } from './ScreenplayIntlProvider/ScreenplayIntlProvider';
export { SideNav, activeNavItemId } from './SideNav/SideNav';
export type { SideNavProps, SideNavLinkProps } from './SideNav/SideNav';
export { LOGO_VARIANT_COUNT, nextLogoVariant } from './SideNav/LogoMarks';
export type { LogoVariant } from './SideNav/LogoMarks';
export { TopBar } from './TopBar/TopBar';
export type { TopBarProps, TopBarUser } from './TopBar/TopBar';
export { UserMenu } from './UserMenu/UserMenu';
export type { UserMenuProps } from './UserMenu/UserMenu';
export type { LoginAsOptions, LoginAsCustomer } from './UserMenu/LoginAsItem';
export { MENU_HOVER_DELAY_MS } from './UserMenu/menuTiming';
export { ToastViewport } from './ToastViewport/ToastViewport';
export type { ToastViewportProps, ToastView } from './ToastViewport/ToastViewport';
export { firstFieldIn, trapTab } from './internal/focus';
export { PopupHost } from './PopupHost/PopupHost';
export type { PopupHostProps } from './PopupHost/PopupHost';
export type { PopupView, PopupAction } from './PopupHost/popup.types';
export { ErrorBoundary } from './ErrorBoundary/ErrorBoundary';
export type { ErrorBoundaryProps } from './ErrorBoundary/ErrorBoundary';
export { ERROR_RELOAD_DELAY_MS } from './ErrorBoundary/ErrorFallback';
export { LoadingIndicator } from './LoadingIndicator/LoadingIndicator';
export type { LoadingIndicatorProps } from './LoadingIndicator/LoadingIndicator';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { PasswordField } from './PasswordField/PasswordField';
export type { PasswordFieldProps } from './PasswordField/PasswordField';
export { Button } from './Button/Button';
export { tabAfterKey, useTabList, type TabList } from './Tabs/useTabList';
export type { ButtonProps, ButtonVariant } from './Button/Button';
export { Avatar, initialsOf, AVATAR_DEFAULT_SIZE } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { FileField } from './FileField/FileField';
export { AvatarPicker } from './AvatarPicker/AvatarPicker';
export type { AvatarPickerProps } from './AvatarPicker/AvatarPicker';
export type { FileFieldProps } from './FileField/FileField';
export { UI_MESSAGE_IDS } from './messages/uiMessageIds';
export type { UiMessageId } from './messages/uiMessageIds';
export { GRID_COLOR, RESIZE_HANDLES, SceneCanvas } from './SceneCanvas';
export type { SceneCanvasProps } from './SceneCanvas';
export { SectionList } from './SectionList';
export type { SectionListProps } from './SectionList';
export { SectionDetails } from './SectionDetails';
export type { SectionDetailsProps } from './SectionDetails';
export { PresenceIndicator, RefreshNotice } from './PresenceIndicator';
export type { PresenceIndicatorProps } from './PresenceIndicator';
export { TagsEditor } from './TagsEditor';
export type { TagItem, TagsEditorProps } from './TagsEditor';
export {
  COLOR_PICKER_DEFAULT_ALPHA,
  COLOR_PICKER_HEIGHT,
  COLOR_PICKER_WIDTH,
  ColorPicker,
  ColorPickerButton,
} from './ColorPicker';
export type { ColorPickerButtonProps, ColorPickerProps } from './ColorPicker';
export { AnimationMenu } from './AnimationMenu';
export type { AnimationMenuProps, AnimationOption } from './AnimationMenu';
export { LAYOUT_PREVIEW_SIZE_MESSAGE_ID, LayoutPreview } from './LayoutPreview';
export type { LayoutPreviewProps } from './LayoutPreview';
export { createAnatomy } from './internal/anatomy';
export type { Anatomy, AnatomyBuilder, AnatomyPart, PartAttrs } from './internal/anatomy';
