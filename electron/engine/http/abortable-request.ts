import type * as Undici from 'undici';

type Options = NonNullable<Parameters<typeof Undici.request<null>>[1]>;
type Response = Undici.Dispatcher.ResponseData<null>;
type Request = (url: string, options: Options) => Promise<Response>;

/**
 * `send` (undici's request), given up the moment the request's signal aborts, with the signal's
 * reason as undici gives it: while a connection is being made, undici looks at the signal only once
 * the connection is made or has timed out (nodejs/undici#386), so a server that accepts the connection
 * and never finishes the TLS handshake kept a deadline of 2 s waiting 10 s. A response that comes
 * after all is let go.
 */
export function abortableRequest(send: Request, url: string, options: Options): Promise<Response> {
  const signal = options.signal as AbortSignal | undefined;
  const sent = send(url, options);
  if (!signal) return sent;
  return new Promise<Response>((resolve, reject) => {
    const abort = (): void => {
      reject(signal.reason);
      sent.then(
        ({ body }) => body.destroy(),
        () => undefined,
      );
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    sent.then(
      (response) => (signal.removeEventListener('abort', abort), resolve(response)),
      (error: unknown) => (signal.removeEventListener('abort', abort), reject(error)),
    );
  });
}
