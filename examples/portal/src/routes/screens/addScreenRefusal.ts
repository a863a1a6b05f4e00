import { type MessageKey, isMessageKey } from '@screenplay/core/messages';
import {
  PAYMENT_METHOD_REQUIRED_KEY,
  SCREEN_ADD_REFUSAL_KEYS,
  type ScreenAddField,
  type ScreenAddRefusal,
} from '@screenplay/core/screens';
import { ApiError } from '@screenplay/hooks';

/** The wizard's steps, in the spec's order (accounts §2). */
export const ADD_SCREEN_STEPS = ['addScreen', 'instructions', 'verifications', 'success'] as const;

/** One step of the wizard. */
export type AddScreenStep = (typeof ADD_SCREEN_STEPS)[number];

/** HTTP status of the answer after too many wrong codes (issue 11: 5 wrong codes in 15 minutes). */
export const TOO_MANY_CODES_STATUS = 429;

/** What a refused `POST screens/verification` means for the wizard: the text's key and the step to show it on. */
export interface AddScreenRefusal {
  /** A catalogue key (addScreen.*, screensApi.*), or null when the failure is shown by the portal's generic error text. */
  key: MessageKey | null;
  step: AddScreenStep;
  /**
   * A refusal the readiness read answers too (core's `screenAddRefusal`: payment method, licences, maximum), which
   * came about after the wizard opened: the wizard goes back to its first step and says it there with its way forward.
   */
  readiness: ScreenAddRefusal | null;
}

/** The refusals core's `screenAddRefusal` gives, by key, with the field each is reported on. */
const READINESS_FIELDS: ReadonlyMap<string, ScreenAddField> = new Map([
  [PAYMENT_METHOD_REQUIRED_KEY, 'paymentMethod'],
  [SCREEN_ADD_REFUSAL_KEYS.maxScreensReached, 'maxScreens'],
  [SCREEN_ADD_REFUSAL_KEYS.noFreeLicence.Direct, 'freeScreen'],
  [SCREEN_ADD_REFUSAL_KEYS.noFreeLicence.Delegated, 'freeScreen'],
]);

/**
 * The refusals of a free screen to a user who may not add one (issue 22, a 403 only a stale session meets: the
 * wizard offers the checkbox to those who may), said on the code step; their texts carry the way forward.
 */
const FREE_SCREEN_REFUSALS: ReadonlySet<string> = new Set(Object.values(SCREEN_ADD_REFUSAL_KEYS.freeScreenNotAllowed));

/** The texts an error answer carries that may be catalogue keys: its code, field messages and message. */
function candidates(error: ApiError): string[] {
  return [error.code ?? '', ...Object.values(error.errors ?? {}).flat(), error.message].filter(Boolean);
}

/**
 * Reads a refused add-screen call: the server's spec keys (`addScreen.nameRequired` back to the name step,
 * `addScreen.verificationCodeRequired` and `addScreen.addError` on the code step), the readiness refusals
 * (`addScreen.paymentMethodRequired`, the licences, the maximum) back to the first step with their way forward, a
 * refused free screen on the code step, 429 after too many wrong codes; anything else keeps the generic error text.
 */
export function addScreenRefusal(reason: unknown): AddScreenRefusal {
  const error = reason instanceof ApiError ? reason : null;
  const key: MessageKey | null = error
    ? (candidates(error).find(
        (text): text is MessageKey =>
          (text.startsWith('addScreen.') || READINESS_FIELDS.has(text) || FREE_SCREEN_REFUSALS.has(text)) &&
          isMessageKey(text),
      ) ?? null)
    : null;
  const field = key === null ? undefined : READINESS_FIELDS.get(key);
  if (key && field) return { key, step: 'addScreen', readiness: { key, field } };
  if (key === 'addScreen.nameRequired') return { key, step: 'addScreen', readiness: null };
  if (key) return { key, step: 'verifications', readiness: null };
  if (error?.status === TOO_MANY_CODES_STATUS) {
    return { key: 'addScreen.tooManyCodes', step: 'verifications', readiness: null };
  }
  return { key: null, step: 'verifications', readiness: null };
}
