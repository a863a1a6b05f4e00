/**
 * Every message key the ui components format themselves; the texts live in core's `EN_MESSAGES`
 * (one catalogue), and a test proves each key exists there.
 */
export const UI_MESSAGE_IDS = {
  appName: 'app.name',
  loading: 'common.loading',
  close: 'common.close',
  ok: 'common.ok',
  cancel: 'common.cancel',
  confirm: 'common.confirm',
  showPassword: 'common.showPassword',
  uploadProgress: 'common.uploadProgress',
  avatarPreview: 'common.avatarPreview',
  changePhoto: 'common.changePhoto',
  removePhoto: 'common.removePhoto',
  removeChosenPhoto: 'common.removeChosenPhoto',
  photoChosen: 'common.photoChosen',
  somethingWentWrong: 'errors.somethingWentWrong',
  navMain: 'nav.main',
  navToggle: 'nav.toggle',
  navChangeLogo: 'nav.changeLogo',
  navVersion: 'nav.version',
  notifications: 'topbar.notifications',
  userSettings: 'topbar.userSettings',
  logout: 'topbar.logout',
  loginAs: 'topbar.loginAs',
  backToReseller: 'topbar.backToReseller',
  loginAsTooltipActing: 'topbar.loginAsTooltipActing',
  loginAsTooltip: 'topbar.loginAsTooltip',
} as const;

/** A message key used by the ui components. */
export type UiMessageId = (typeof UI_MESSAGE_IDS)[keyof typeof UI_MESSAGE_IDS];
