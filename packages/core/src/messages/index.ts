export type { MessageKey } from './messages';
export { EN_MESSAGES, englishText, isMessageKey } from './messages';
