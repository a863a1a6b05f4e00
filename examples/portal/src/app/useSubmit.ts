import { ApiError } from '@screenplay/hooks';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from './errorMessage';

/** Where a form shows a failure: per field (the server's validation map) or one message for the form. */
export interface SubmitState {
  isSubmitting: boolean;
  formError: string | null;
  fieldErrors: Record<string, string>;
}

const IDLE: SubmitState = { isSubmitting: false, formError: null, fieldErrors: {} };

/** Options of {@link useSubmit}. */
export interface UseSubmitOptions {
  /** Show a validation map under the fields it names (true) or as one joined message (false). */
  showFieldErrors?: boolean;
  /**
   * The fields the form shows: a validation map naming only these goes under them; one naming another field (a
   * reset's `token`) shows as the form's message, by its catalogue key.
   */
  fields?: readonly string[];
}

/** A validation map as one text per field, its messages on separate lines. */
function fieldTexts(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join('\n')]));
}

/** The validation messages of `error` for `fields`, when every field it names is one of them. */
function messagesForFields(error: unknown, fields: readonly string[]): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  const named = Object.keys(error.errors);
  if (named.length === 0 || !named.every((field) => fields.includes(field))) return null;
  return fieldTexts(error.errors);
}

/**
 * Runs a form's submit action with the portal's failure rules: a loading flag during the call,
 * reset when it fails (spec); validation errors under their fields or joined by newlines; product
 * keys (login.*) as their message. `run` resolves true when the action succeeded.
 */
export function useSubmit({ showFieldErrors = false, fields }: UseSubmitOptions = {}) {
  const intl = useIntl();
  const [state, setState] = useState<SubmitState>(IDLE);

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setState({ ...IDLE, isSubmitting: true });
      try {
        await action();
        setState(IDLE);
        return true;
      } catch (caught) {
        const onFields = fields ? messagesForFields(caught, fields) : null;
        if (onFields) {
          setState({ ...IDLE, fieldErrors: onFields });
        } else if (showFieldErrors && caught instanceof ApiError && caught.errors) {
          setState({ ...IDLE, fieldErrors: fieldTexts(caught.errors) });
        } else {
          setState({ ...IDLE, formError: errorMessage(intl, caught) });
        }
        return false;
      }
    },
    [intl, showFieldErrors, fields],
  );

  /** Shows failures found before any call (client-side validation). */
  const reject = useCallback((failure: { formError?: string; fieldErrors?: Record<string, string> }) => {
    setState({ ...IDLE, formError: failure.formError ?? null, fieldErrors: failure.fieldErrors ?? {} });
  }, []);

  return { ...state, run, reject };
}
