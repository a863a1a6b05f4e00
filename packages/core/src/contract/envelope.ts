/** The API's answer wrapper: most JSON answers carry their payload under `data`. */
export interface Envelope<T> {
  /** The payload. */
  data: T;
}
