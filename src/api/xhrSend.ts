/** Sending a request with XMLHttpRequest, for uploads that report their progress (http.ts sends the rest with fetch). */

/** How much of an upload has been sent, from 0 to 1; null when the size is not known. */
export type UploadProgress = (fraction: number | null) => void;

/** What goes on the wire, whichever transport sends it. */
export interface Prepared {
  method: string;
  url: string;
  headers: Headers;
  body: BodyInit | undefined;
  timeoutMs: number;
}

export function abortError(): DOMException {
  return new DOMException('The request was cancelled.', 'AbortError');
}

/**
 * Sends `prepared` with XMLHttpRequest, reporting upload progress, and answers the status and
 * body text. Rejects like fetch: a TypeError when the network fails, an AbortError on abort.
 */
export function sendWithXhr(Xhr: typeof XMLHttpRequest, prepared: Prepared, signal: AbortSignal, onUploadProgress: UploadProgress, withCredentials: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const xhr = new Xhr();
    const onAbort = () => xhr.abort();
    const settle = () => signal.removeEventListener('abort', onAbort);
    xhr.open(prepared.method, prepared.url);
    xhr.withCredentials = withCredentials;
    prepared.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => onUploadProgress(event.lengthComputable && event.total > 0 ? Math.min(1, event.loaded / event.total) : null);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(prepared.body as XMLHttpRequestBodyInit | undefined);
  });
}
