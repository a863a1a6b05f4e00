import { type MessageKey, isMessageKey } from '@screenplay/core/messages';
import { SCREEN_ADD_REFUSAL_KEYS } from '@screenplay/core/screens';
import { ApiError } from '@screenplay/hooks';

/** The wizard's steps, in the spec's order (accounts §2). */
export const ADD_SCREEN_STEPS = ['addScreen', 'instructions', 'verifications', 'success'] as const;

/** One step of the wizard. */
export type AddScreenStep = (typeof ADD_SCREEN_STEPS)[number];

/** HTTP status of the answer after too many wrong codes (issue 11: 5 wrong codes in 15 minutes). */
export const TOO_MANY_CODES_STATUS = 429;

/** What a refused `POST screens/verification` means for the wizard: the text's key and the step to show it on. */
export interface AddScreenRefusal {
  /** A catalogue key (addScreen.*), or null when the failure is shown by the portal's generic error text. */
  key: MessageKey | null;
  step: AddScreenStep;
  /** True when the way forward is in Billing (a payment method, or a Direct customer's licence): the user is pointed there. */
  needsPaymentMethod: boolean;
}

/**
 * The refusals by the customer's licences (core's `SCREEN_ADD_REFUSAL_KEYS`, server's screens/verification), each
 * with whether its way forward is in Billing: a Direct customer's is; a Delegated one asks its reseller, and past the
 * maximum number of screens a licence does not help.
 */
const LICENCE_REFUSALS: ReadonlyMap<string, boolean> = new Map([
  [SCREEN_ADD_REFUSAL_KEYS.noFreeLicence.Direct, true],
  [SCREEN_ADD_REFUSAL_KEYS.freeScreenNotAllowed.Direct, true],
  [SCREEN_ADD_REFUSAL_KEYS.noFreeLicence.Delegated, false],
  [SCREEN_ADD_REFUSAL_KEYS.freeScreenNotAllowed.Delegated, false],
  [SCREEN_ADD_REFUSAL_KEYS.maxScreensReached, false],
]);

/** The texts an error answer carries that may be catalogue keys: its code, field messages and message. */
function candidates(error: ApiError): string[] {
  return [error.code ?? '', ...Object.values(error.errors ?? {}).flat(), error.message].filter(Boolean);
}

/**
 * Reads a refused add-screen call: the server's spec keys (`addScreen.nameRequired` back to the name step,
 * `addScreen.verificationCodeRequired` and `addScreen.addError` on the code step, `addScreen.paymentMethodRequired`
 * pointing to billing), the licence refusals on the code step with their way forward, 429 after too many wrong codes;
 * anything else keeps the generic error text.
 */
export function addScreenRefusal(reason: unknown): AddScreenRefusal {
  const error = reason instanceof ApiError ? reason : null;
  const key: MessageKey | null = error
    ? (candidates(error).find(
        (text): text is MessageKey =>
          (text.startsWith('addScreen.') || LICENCE_REFUSALS.has(text)) && isMessageKey(text),
      ) ?? null)
    : null;
  const toBilling = key === null ? undefined : LICENCE_REFUSALS.get(key);
  if (key && toBilling !== undefined) return { key, step: 'verifications', needsPaymentMethod: toBilling };
  if (key === 'addScreen.nameRequired') return { key, step: 'addScreen', needsPaymentMethod: false };
  if (key === 'addScreen.paymentMethodRequired') return { key, step: 'verifications', needsPaymentMethod: true };
  if (key) return { key, step: 'verifications', needsPaymentMethod: false };
  if (error?.status === TOO_MANY_CODES_STATUS) {
    return { key: 'addScreen.tooManyCodes', step: 'verifications', needsPaymentMethod: false };
  }
  return { key: null, step: 'verifications', needsPaymentMethod: false };
}
