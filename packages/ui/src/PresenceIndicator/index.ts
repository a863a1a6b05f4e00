export { PresenceIndicator } from './PresenceIndicator';
export type { PresenceIndicatorProps } from './PresenceIndicator';
export { RefreshNotice } from './RefreshNotice';
