import type { HttpFailure } from './ApiError';

/** Reports upload progress as a fraction from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** What {@link uploadWithXhr} needs to send one multipart request. */
export interface XhrUploadRequest {
  xhr: XMLHttpRequest;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress?: UploadProgress;
}

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a multipart body with XMLHttpRequest (fetch cannot report upload progress): resolves with the parsed
 * answer on 2xx, rejects with an {@link HttpFailure} on any other status and with an Error when no answer came.
 */
export function uploadWithXhr<T>({ xhr, method, url, headers, body, onProgress }: XhrUploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      onProgress(0);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      const failure: HttpFailure = { status: xhr.status, statusText: xhr.statusText, data };
      reject(failure);
    };
    xhr.onerror = () => reject(new Error(`Upload to ${url} got no response`));
    xhr.onabort = () => reject(new Error(`Upload to ${url} was aborted`));
    xhr.ontimeout = () => reject(new Error(`Upload to ${url} timed out`));
    xhr.send(body);
  });
}
