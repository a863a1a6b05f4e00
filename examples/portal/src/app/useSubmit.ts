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
}

/**
 * Runs a form's submit action with the portal's failure rules: a loading flag during the call,
 * reset when it fails (spec); validation errors under their fields or joined by newlines; product
 * keys (login.*) as their message. `run` resolves true when the action succeeded.
 */
export function useSubmit({ showFieldErrors = false }: UseSubmitOptions = {}) {
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
        if (showFieldErrors && caught instanceof ApiError && caught.errors) {
          const fieldErrors = Object.fromEntries(
            Object.entries(caught.errors).map(([field, messages]) => [field, messages.join('\n')]),
          );
          setState({ ...IDLE, fieldErrors });
        } else {
          setState({ ...IDLE, formError: errorMessage(intl, caught) });
        }
        return false;
      }
    },
    [intl, showFieldErrors],
  );

  /** Shows failures found before any call (client-side validation). */
  const reject = useCallback((failure: { formError?: string; fieldErrors?: Record<string, string> }) => {
    setState({ ...IDLE, formError: failure.formError ?? null, fieldErrors: failure.fieldErrors ?? {} });
  }, []);

  return { ...state, run, reject };
}
