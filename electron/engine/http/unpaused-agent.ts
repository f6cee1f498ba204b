import type { IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import { Socket } from 'node:net';
import type { buildConnector, Dispatcher } from 'undici';
import { undici } from './on-demand-modules';
import { PRIVATE_ADDRESS_CODE } from '../../../shared/site-check/page-check';
import { isLinkLocalAddress, isLoopbackAddress, isPublicAddress } from './public-address';
import { noteErrorsAfterAnswer } from './reset-after-answer';

export interface HttpAgentOptions {
  /** Connections kept per origin; null for undici's default (no limit). */
  connections: number | null;
  /**
   * Bytes one response body may bring at most: past them undici fails the request
   * (UND_ERR_RES_EXCEEDED_MAX_SIZE). It bounds what a body can buffer, since its reader never
   * holds the connection back (below).
   */
  maxResponseBytes: number;
  /**
   * Past maxResponseBytes, end the body (one byte past them, so its reader can tell) rather than fail
   * it: a failed body drops what it still holds, which its reader, slower than the download, had not
   * read yet (an import's cap: the rows of the bytes up to it are kept, every run alike).
   */
  endBodyPastMax?: boolean;
  keepAliveTimeoutMs?: number;
  /**
   * How long a connection may take to be made, TLS handshake included (undici's 10 s when not given).
   * A request's own deadline gives up on it sooner (abortableRequest), but the connection still being
   * made holds the process open until this ends: a command's deadline belongs here too.
   */
  connectTimeoutMs?: number;
  /**
   * Hosts (as `URL.host` gives them) the person asked for. Given, no other host is connected to at
   * a loopback, private, link-local or metadata address, judged on the address actually connected
   * to (so DNS cannot dodge it), unless it is an address one of these hosts was itself reached at,
   * or any loopback address once one was (a site on this machine may name itself `localhost` as well
   * as 127.0.0.1, and `localhost` may be reached at ::1); asking for one site
   * in a private network opens that site, never the rest of the network. Never, for any other host,
   * a link-local or metadata address (isLinkLocalAddress): a literal one is refused before
   * connecting. Absent: every address may be reached.
   */
  ownHosts?: ReadonlySet<string>;
  /** Which addresses are public (isPublicAddress); a test seam. */
  isPublic?: (address: string) => boolean;
}

/** The error of a connection refused by the address rule: its host and the address it resolved to. */
export class PrivateAddressError extends Error {
  readonly code = PRIVATE_ADDRESS_CODE;
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} is at ${address}, an address that is not public; it was not connected to.`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * The most bytes of headers a response may have: curl takes 100 KiB, browsers 256 KiB; Node's own
 * 16 KiB refused servers that send long cookies or policies, which every other client reads.
 */
const MAX_HEADER_BYTES = 128 * 1024;

/** undici's own bound on making a connection, which no caller's goes past. */
const CONNECT_TIMEOUT_MS = 10_000;

/** How long a pool given `connectTimeoutMs` (HttpAgentOptions) lets a connection take to be made. */
export const connectTimeoutFor = (connectTimeoutMs: number | undefined): number =>
  Math.min(connectTimeoutMs ?? CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS);

/**
 * The connection pool every request of the engine goes through (import, site check, crawl,
 * compare): an undici Agent whose HTTP/1 parser is never paused.
 *
 * Why: undici 7 asserts that its parser is not paused when the socket ends. A body read more
 * slowly than it arrives pauses the parser (back-pressure); a server that then closes the
 * connection (HTTP/1.0, `Connection: close`: Python's http.server) trips that assertion inside a
 * socket event, an uncaught AssertionError that kills the process (nodejs/undici#5360, fixed only
 * in undici 8, which needs Node 22.19). So pause requests are not passed on: a body's bytes are
 * taken as they arrive instead, bounded by `maxResponseBytes`, as a browser takes a download; an
 * import holds what its reader has not yet read on disk past a few MiB (SpooledBody).
 */
export function createHttpAgent(options: HttpAgentOptions): Dispatcher {
  const endAt = options.endBodyPastMax ? options.maxResponseBytes + 1 : null;
  const connectTimeout = connectTimeoutFor(options.connectTimeoutMs);
  const connector = options.ownHosts
    ? guardedConnector(options.ownHosts, options.isPublic ?? isPublicAddress, connectTimeout)
    : undici().buildConnector({ timeout: connectTimeout });
  const connecting = new ConnectsUnderWay(connector);
  const agent = new (undici().Agent)({
    connections: options.connections,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    maxHeaderSize: MAX_HEADER_BYTES,
    maxResponseSize: endAt === null ? options.maxResponseBytes : -1, // the handler ends it (UnpausedHandler)
    connect: connecting.connect,
  });
  const pool = agent.compose(
    (dispatch) => (request, handler) => dispatch(request, new UnpausedHandler(handler, endAt)),
  );
  // undici's destroy leaves a connection still being made to its connect timeout, holding the process open.
  const destroy = pool.destroy.bind(pool) as (...args: unknown[]) => Promise<void>;
  pool.destroy = ((...args: unknown[]) => {
    connecting.drop();
    return destroy(...args);
  }) as Dispatcher['destroy'];
  return pool;
}

/**
 * The connections a connector is still making (TCP, TLS handshake), which a destroyed pool drops at
 * once: undici lets each run to its connect timeout (up to 10 s) even once the pool is gone.
 */
class ConnectsUnderWay {
  private readonly sockets = new Set<Socket>();

  constructor(private readonly connector: buildConnector.connector) {}

  readonly connect: buildConnector.connector = (options, callback) => {
    let settled = false;
    // undici's connector returns the socket it is connecting, though its types say void.
    const connect = this.connector as (...args: Parameters<buildConnector.connector>) => unknown;
    let socket: unknown = null; // a refusal calls back before there is one
    socket = connect(options, (...args) => {
      settled = true;
      if (socket instanceof Socket) this.sockets.delete(socket);
      const [error, made] = args;
      if (error === null && made instanceof Socket) noteErrorsAfterAnswer(made);
      callback(...args);
    });
    if (!settled && socket instanceof Socket) this.sockets.add(socket);
  };

  drop(): void {
    for (const socket of this.sockets) socket.destroy(new Error('the connection pool was closed'));
    this.sockets.clear();
  }
}

/** undici's own connector, with every new connection's address checked against the rule of `ownHosts` (HttpAgentOptions). */
function guardedConnector(
  ownHosts: ReadonlySet<string>,
  isPublic: (address: string) => boolean,
  timeout: number,
): buildConnector.connector {
  const connect = undici().buildConnector({ timeout });
  /** Where the named hosts were reached, not public (as namedPlace gives it): the only places others may share. */
  const namedAddresses = new Set<string>();
  return (options, callback) => {
    const host = (options.host ?? options.hostname).toLowerCase();
    if (!ownHosts.has(host) && isLinkLocalAddress(options.hostname))
      return callback(new PrivateAddressError(host, options.hostname), null);
    return connect(options, (error, socket) => {
      if (error !== null) return callback(error, null);
      const address = socket.remoteAddress ?? '';
      const reachable = isPublic(address);
      if (ownHosts.has(host)) {
        if (!reachable) namedAddresses.add(namedPlace(address));
        return callback(null, socket);
      }
      if (reachable || (namedAddresses.has(namedPlace(address)) && !isLinkLocalAddress(address)))
        return callback(null, socket);
      socket.destroy();
      callback(new PrivateAddressError(host, address), null);
    });
  };
}

/**
 * What a named host reached at `address` opens to other hosts: that address (one spelling: IPv4
 * mapped into IPv6 as the IPv4 it is, IPv6 in lower case), or this whole machine for a loopback one.
 * A site on this machine named as 127.0.0.1 may list itself as `localhost`, which a dual-stack
 * server answers at ::1 (Node tries the addresses in the order DNS gives them).
 */
function namedPlace(address: string): string {
  if (isLoopbackAddress(address)) return 'this machine';
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/**
 * Hands the handler a controller whose pause and resume do nothing; all else passes through. With
 * `endAt`, a body that reaches that many bytes ends there (HttpAgentOptions.endBodyPastMax) and its
 * connection is dropped; nothing more of the request reaches the handler.
 */
class UnpausedHandler implements Dispatcher.DispatchHandler {
  private steady: SteadyController | null = null;
  private received = 0;
  private ended = false;

  constructor(
    private readonly inner: Dispatcher.DispatchHandler,
    private readonly endAt: number | null = null,
  ) {}

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
    if (this.ended) return;
    const { endAt } = this;
    if (endAt === null || this.received + chunk.length < endAt) {
      this.received += chunk.length;
      this.inner.onResponseData?.(this.controller(controller), chunk);
      return;
    }
    this.inner.onResponseData?.(this.controller(controller), chunk.subarray(0, endAt - this.received));
    this.ended = true;
    this.inner.onResponseEnd?.(this.controller(controller), {});
    controller.abort(new Error('the body went past its cap')); // heard by no one: the body has ended
  }

  onResponseEnd(controller: Dispatcher.DispatchController, trailers: IncomingHttpHeaders): void {
    if (!this.ended) this.inner.onResponseEnd?.(this.controller(controller), trailers);
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    if (!this.ended) this.inner.onResponseError?.(this.controller(controller), error);
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
