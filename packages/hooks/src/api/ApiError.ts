import { failureMessage, messageKeyForStatus, validationText, type FailureMessage } from '@screenplay/core';

/** Message key of a request that got no response (offline, DNS, CORS): such failures are logged, not shown. */
export const NO_RESPONSE_MESSAGE_KEY = 'errors.serverError'; // spec: requests without response are logged only

/** The fields an {@link ApiError} is built from. */
export interface ApiErrorInit {
  status: number | null;
  messageKey: string;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  cause?: unknown;
}

/**
 * A failed API call: `status` is null when no response arrived, `messageKey` is the catalogue key to show and
 * `text` is the validation messages joined by newline when the server sent an `errors` map, else its message.
 */
export class ApiError extends Error {
  /** HTTP status, or null when the request got no response. */
  readonly status: number | null;
  /** Catalogue key for the failure (`errors.*`, or a feature key such as `login.invalid`). */
  readonly messageKey: string;
  /** Server validation messages per field, when the answer carried them. */
  readonly errors?: Record<string, string[]>;
  /** Machine-readable server code such as `passwords.throttled`. */
  readonly code?: string;
  /** Human-readable text: the joined validation messages, else the server message. */
  readonly text: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.messageKey = init.messageKey;
    if (init.errors) this.errors = init.errors;
    if (init.code !== undefined) this.code = init.code;
    this.text = init.errors ? validationText(init.errors) : init.message;
  }

  /**
   * What this failure shows a user, by core's error catalogue: its product key's text, the validation
   * messages, the status with the server's message, 'Server Error - {details}', or nothing (logged only).
   */
  shown(): FailureMessage {
    return failureMessage(this);
  }

  /** Returns a copy of this error that shows a different catalogue key (e.g. `login.invalid` for a login 422). */
  withMessageKey(messageKey: string): ApiError {
    return new ApiError({ ...this.toInit(), messageKey });
  }

  private toInit(): ApiErrorInit {
    const init: ApiErrorInit = {
      status: this.status,
      messageKey: this.messageKey,
      message: this.message,
      cause: this.cause,
    };
    if (this.errors) init.errors = this.errors;
    if (this.code !== undefined) init.code = this.code;
    return init;
  }
}

/** A non-2xx answer as redaxios rejects it (and as the upload helper does likewise). */
export interface HttpFailure {
  status: number;
  statusText?: string;
  data?: unknown;
}

/** Tells a non-2xx answer (an object with a numeric status) from a thrown error such as fetch's TypeError. */
export function isHttpFailure(reason: unknown): reason is HttpFailure {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    !(reason instanceof Error) &&
    typeof (reason as { status?: unknown }).status === 'number'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

/** Maps any rejection of a request (HTTP failure or no response) to an {@link ApiError}. */
export function toApiError(reason: unknown): ApiError {
  if (reason instanceof ApiError) return reason;
  if (!isHttpFailure(reason)) {
    const message = reason instanceof Error ? reason.message : String(reason);
    return new ApiError({ status: null, messageKey: NO_RESPONSE_MESSAGE_KEY, message, cause: reason });
  }
  const body = isRecord(reason.data) ? reason.data : {};
  const bodyText = typeof reason.data === 'string' ? reason.data : '';
  const message = typeof body.message === 'string' ? body.message : bodyText || reason.statusText || '';
  const init: ApiErrorInit = { status: reason.status, messageKey: messageKeyForStatus(reason.status), message };
  const errors = readErrors(body.errors);
  if (errors) init.errors = errors;
  if (typeof body.code === 'string') init.code = body.code;
  return new ApiError(init);
}
