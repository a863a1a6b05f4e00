import { type MessageKey, isMessageKey } from '@screenplay/core/messages';
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
  /** True when the answer says a payment method is missing: the user is pointed to billing. */
  needsPaymentMethod: boolean;
}

/** The key of the refusal to add a paid screen when every licence is in use (server's screens/verification). */
const NO_FREE_LICENCE = 'screensApi.noFreeLicence';

/** The texts an error answer carries that may be catalogue keys: its code, field messages and message. */
function candidates(error: ApiError): string[] {
  return [error.code ?? '', ...Object.values(error.errors ?? {}).flat(), error.message].filter(Boolean);
}

/**
 * Reads a refused add-screen call: the server's spec keys (`addScreen.nameRequired` back to the name step,
 * `addScreen.verificationCodeRequired` and `addScreen.addError` on the code step, `addScreen.paymentMethodRequired`
 * pointing to billing, as does `screensApi.noFreeLicence`), 429 after too many wrong codes; anything else keeps the generic error text.
 */
export function addScreenRefusal(reason: unknown): AddScreenRefusal {
  const error = reason instanceof ApiError ? reason : null;
  const key: MessageKey | null = error
    ? (candidates(error).find(
        (text): text is MessageKey => (text.startsWith('addScreen.') || text === NO_FREE_LICENCE) && isMessageKey(text),
      ) ?? null)
    : null;
  // No licence free (issue 13): a licence is bought in billing, like a payment method, or the screen is made free.
  if (key === NO_FREE_LICENCE) return { key, step: 'verifications', needsPaymentMethod: true };
  if (key === 'addScreen.nameRequired') return { key, step: 'addScreen', needsPaymentMethod: false };
  if (key === 'addScreen.paymentMethodRequired') return { key, step: 'verifications', needsPaymentMethod: true };
  if (key) return { key, step: 'verifications', needsPaymentMethod: false };
  if (error?.status === TOO_MANY_CODES_STATUS) {
    return { key: 'addScreen.tooManyCodes', step: 'verifications', needsPaymentMethod: false };
  }
  return { key: null, step: 'verifications', needsPaymentMethod: false };
}
