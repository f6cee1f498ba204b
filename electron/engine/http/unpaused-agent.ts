import type { IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';

export interface HttpAgentOptions {
  /** Connections kept per origin; null for undici's default (no limit). */
  connections: number | null;
  /**
   * Bytes one response body may bring at most: past them undici fails the request
   * (UND_ERR_RES_EXCEEDED_MAX_SIZE). It bounds what a body can buffer, since its reader never
   * holds the connection back (below).
   */
  maxResponseBytes: number;
  keepAliveTimeoutMs?: number;
}

/**
 * The connection pool every request of the engine goes through (import, site check, crawl,
 * compare): an undici Agent whose HTTP/1 parser is never paused.
 *
 * Why: undici 7 asserts that its parser is not paused when the socket ends. A body read more
 * slowly than it arrives pauses the parser (back-pressure); a server that then closes the
 * connection (HTTP/1.0, `Connection: close`: Python's http.server) trips that assertion inside a
 * socket event, an uncaught AssertionError that kills the process (nodejs/undici#5360, fixed only
 * in undici 8, which needs Node 22.19). So pause requests are not passed on: a body's bytes are
 * buffered as they arrive instead, bounded by `maxResponseBytes`, as a browser buffers a download.
 */
export function createHttpAgent(options: HttpAgentOptions): Dispatcher {
  const agent = new Agent({
    connections: options.connections,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    maxResponseSize: options.maxResponseBytes,
  });
  return agent.compose((dispatch) => (request, handler) => dispatch(request, new UnpausedHandler(handler)));
}

/** Hands the handler a controller whose pause and resume do nothing; all else passes through. */
class UnpausedHandler implements Dispatcher.DispatchHandler {
  private steady: SteadyController | null = null;

  constructor(private readonly inner: Dispatcher.DispatchHandler) {}

  private controller(real: Dispatcher.DispatchController): SteadyController {
    if (this.steady?.real !== real) this.steady = new SteadyController(real);
    return this.steady;
  }

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.inner.onRequestStart?.(this.controller(controller), context);
  }

  onRequestUpgrade(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
    socket: Duplex,
  ): void {
    this.inner.onRequestUpgrade?.(this.controller(controller), statusCode, headers, socket);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
    statusMessage?: string,
  ): void {
    this.inner.onResponseStart?.(this.controller(controller), statusCode, headers, statusMessage);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.inner.onResponseData?.(this.controller(controller), chunk);
  }

  onResponseEnd(controller: Dispatcher.DispatchController, trailers: IncomingHttpHeaders): void {
    this.inner.onResponseEnd?.(this.controller(controller), trailers);
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    this.inner.onResponseError?.(this.controller(controller), error);
  }
}

class SteadyController implements Dispatcher.DispatchController {
  constructor(readonly real: Dispatcher.DispatchController) {}

  get aborted(): boolean {
    return this.real.aborted;
  }

  get paused(): boolean {
    return false;
  }

  get reason(): Error | null {
    return this.real.reason;
  }

  get rawHeaders(): Dispatcher.DispatchController['rawHeaders'] {
    return this.real.rawHeaders;
  }

  get rawTrailers(): Dispatcher.DispatchController['rawTrailers'] {
    return this.real.rawTrailers;
  }

  abort(reason: Error): void {
    this.real.abort(reason);
  }

  pause(): void {}

  resume(): void {}
}
