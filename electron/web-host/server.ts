import { randomBytes, randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import { open, readFile, rm, stat, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import type { AppInfo, DocumentState } from '../../shared/app-types';
import { INVOKE_NAMES, eventChannel, invokeChannel, type EmitEvent } from '../../shared/ipc-contract';
import { settle } from '../../shared/ipc-result';
import { fromWireJson, toWireJson } from '../../shared/transfer/wire-json';
import { createCloseGuard, type CloseGuard } from '../main/close-guard';
import { makeOwnTempFolder, recoverExportFolder } from '../engine';
import { startExportTargets } from '../main/export-targets';
import { checkedHandlers } from '../main/handlers/checked-handlers';
import { createHandlers } from '../main/handlers/create-handlers';
import { createLaunchQueue } from '../main/launch-paths';
import { applyMainPreferences } from '../main/apply-preferences';
import { createPreferencesKeeper, readPreferencesFile } from '../main/preferences-file';
import { bundleBridge } from './bundle-bridge';
import { BRIDGE_PATH, EVENTS_PATH, INVOKE_PATH, TOKEN_HEADER, type HostEventMessage } from './host-paths';
import { servedPathOf } from './request-path';
import { createScriptedDialogs } from './scripted-dialogs';

export interface WebHostOptions {
  /** The built renderer (`out/renderer`). */
  rendererDir: string;
  appInfo: AppInfo;
  launchPaths?: string[];
  port?: number;
  /** Where the recovery copy goes; a per-run temporary file by default. */
  recoveryFile?: string;
  /** Where exports under way are noted, as main keeps them in its user-data folder; without it none are. */
  exportsInProgressFile?: string;
  /** Where the preferences are kept, as main keeps them in its user-data folder; a per-run temporary file by default. */
  preferencesFile?: string;
  /** Where the folder of this run's own temporary files is made: the system's temporary folder by default. */
  tempRoot?: string;
}

export interface WebHost {
  /** The address to open, with this run's token. */
  url: string;
  origin: string;
  token: string;
  dialogs: ReturnType<typeof createScriptedDialogs>;
  /** Pushes an event to every connected page, as main does to the window. */
  emit: EmitEvent;
  /** Links the app asked the system browser to open. */
  openedLinks: string[];
  /** Paths the app asked the file manager to show. */
  revealed: string[];
  /** The last document state the page reported (title, unsaved mark, path). */
  documentState: () => DocumentState | null;
  /**
   * Test hook for the window's close button: with unsaved changes the page is asked (`closeRequested`)
   * and the close waits for its answer. Returns true when the window closed at once.
   */
  requestWindowClose(): boolean;
  /** How many times the window was let close (at once, or after the page's answer). */
  windowCloses: () => number;
  /** Resolves once a page's event stream is connected, so pushed events are not lost. */
  whenPageConnected(): Promise<void>;
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 512 * 1024 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Serves the built renderer on 127.0.0.1 and answers the IPC contract over HTTP by calling the same
 * handlers main registers. Only pages from its own origin holding this run's token are answered.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const rendererDir = resolve(options.rendererDir);
  const token = randomBytes(24).toString('base64url');
  const bridge = await bundleBridge();
  const dialogs = createScriptedDialogs();
  const openedLinks: string[] = [];
  const revealed: string[] = [];
  const launchQueue = createLaunchQueue();
  launchQueue.add(options.launchPaths ?? []);
  const streams = new Set<ServerResponse>();
  const connectedWaiters: Array<() => void> = [];
  let documentState: DocumentState | null = null;
  let windowCloses = 0;
  // The same guard main puts on the BrowserWindow; "closing" here only counts.
  const closeGuard: CloseGuard = createCloseGuard({
    isDirty: () => documentState?.dirty ?? false,
    canAsk: () => streams.size > 0,
    ask: (quitting) => emit('closeRequested', { quitting }),
    close: () => void (closeGuard.mayClose() && (windowCloses += 1)),
    quit: () => void (closeGuard.mayClose() && (windowCloses += 1)),
  });

  const emit: EmitEvent = (name, payload) => {
    const message: HostEventMessage = { channel: eventChannel(name), payload };
    for (const stream of streams) stream.write(`data: ${toWireJson(message)}\n\n`);
  };
  // Like main: folders a crash left mid-export are repaired first, and the page is told what was done.
  const exportStart = options.exportsInProgressFile
    ? await startExportTargets(options.exportsInProgressFile, recoverExportFolder)
    : {};
  // This run's own files (preferences, the recovery copy) where the caller named none: in a folder only
  // this user can enter (mkdtemp makes it 0700), named by no part of the token, and removed on close.
  const ownFolder = options.preferencesFile && options.recoveryFile ? null : makeOwnTempFolder('web', options.tempRoot);
  const preferencesFile = options.preferencesFile ?? join(ownFolder!, 'preferences.json');
  const preferences = createPreferencesKeeper(preferencesFile, await readPreferencesFile(preferencesFile));
  const handlers = createHandlers({
    ...exportStart,
    preferences: { keeper: preferences },
    appInfo: options.appInfo,
    launchPaths: launchQueue,
    dialogs,
    shell: {
      openExternal: async (url) => void openedLinks.push(url),
      showItemInFolder: (path) => void revealed.push(path),
    },
    recoveryFile: options.recoveryFile ?? join(ownFolder!, 'recovery.sitemapstudio'),
    window: {
      setDocumentState: (state) => void (documentState = state),
      confirmClose: (close) => closeGuard.answer(close),
    },
    emit,
    newJobId: randomUUID,
  });
  // Requests checked against their shapes before any handler runs, as main registers them.
  const checked = checkedHandlers(handlers);
  const handlerByChannel = new Map(
    INVOKE_NAMES.map((name) => [invokeChannel(name), checked[name] as (request: unknown) => Promise<unknown>]),
  );

  let origin = '';
  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/plain', String(error));
      else response.end();
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let url: URL;
    let served: string | null;
    try {
      url = new URL(request.url ?? '/', origin);
      served = servedPathOf(url.pathname);
    } catch {
      return send(response, 400, 'text/plain', 'Malformed address.');
    }
    // A page on another origin (or a DNS-rebound name) gets nothing.
    if (request.headers.host !== new URL(origin).host) return send(response, 421, 'text/plain', 'Wrong host.');
    if (url.pathname.startsWith(INVOKE_PATH)) return invoke(request, response, url);
    if (url.pathname === EVENTS_PATH) return openEventStream(request, response, url);
    if (url.pathname === BRIDGE_PATH) return send(response, 200, CONTENT_TYPES['.js']!, bridge);
    if (served === null) return send(response, 404, 'text/plain', 'Not found.');
    if (served === '' || served === 'index.html') return serveIndex(response, url);
    // Browsers ask for it unprompted; the build renders the app icon as icon.png (scripts/app-icon-plugin.ts).
    if (served === 'favicon.ico') return serveAsset(response, url, 'icon.png');
    return serveAsset(response, url, served);
  }

  /**
   * Main speaks the preferred language, or the OS's (apply-preferences.ts). Here the page's browser
   * stands for the OS: its Accept-Language names the languages, so what main words (job labels,
   * errors) is in the language the page shows.
   */
  function speakAsThePage(request: IncomingMessage): void {
    const pageLanguages = (request.headers['accept-language'] ?? '').split(',').map((tag) => tag.split(';')[0]!.trim());
    applyMainPreferences(preferences.current(), {
      systemLanguages: () => pageLanguages,
      setThemeSource: () => undefined,
      rebuildMenu: () => undefined,
    });
  }

  async function invoke(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'POST') return send(response, 405, 'text/plain', 'POST only.');
    if (request.headers.origin !== origin || request.headers[TOKEN_HEADER] !== token) {
      return send(response, 403, 'text/plain', 'The request came from a page that is not Sitemap Studio.');
    }
    const handler = handlerByChannel.get(decodeURIComponent(url.pathname.slice(INVOKE_PATH.length)));
    if (!handler) return send(response, 404, 'text/plain', 'No such channel.');
    speakAsThePage(request);
    // Wire JSON: typed arrays (a table's slices) travel as tagged base64, as Electron's IPC clones them.
    const body = fromWireJson(await readBody(request)) as { request: unknown };
    const result = await settle(() => handler(body.request ?? undefined));
    send(response, 200, 'application/json', toWireJson(result));
  }

  function openEventStream(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (url.searchParams.get('token') !== token) return send(response, 403, 'text/plain', 'Missing or wrong token.');
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    streams.add(response);
    connectedWaiters.splice(0).forEach((resolve) => resolve());
    request.on('close', () => streams.delete(response));
  }

  async function serveIndex(response: ServerResponse, url: URL): Promise<void> {
    if (url.searchParams.get('token') !== token) {
      return send(response, 403, 'text/plain', 'Open the address printed by the web host: it carries the token.');
    }
    const html = await readFile(join(rendererDir, 'index.html'), 'utf8');
    // After the CSP meta, so the policy covers it; a classic script, so it runs before the app's deferred module.
    const withBridge = html.replace('</head>', `  <script src="${BRIDGE_PATH}"></script>\n  </head>`);
    send(response, 200, CONTENT_TYPES['.html']!, withBridge);
  }

  async function serveAsset(response: ServerResponse, url: URL, served: string): Promise<void> {
    const file = resolve(rendererDir, served);
    if (!file.startsWith(rendererDir + sep)) return send(response, 404, 'text/plain', 'Not found.');
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch {
      return send(response, 404, 'text/plain', 'Not found.');
    }
    try {
      // Judged by the file opened, not its name: a case-insensitive file system, an 8.3 name or a
      // link can reach index.html under another name, and it still needs the token.
      const opened = await handle.stat();
      if (await isIndexFile(opened)) return await serveIndex(response, url);
      if (!opened.isFile()) return send(response, 404, 'text/plain', 'Not found.');
      send(response, 200, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', await handle.readFile());
    } finally {
      await handle.close();
    }
  }

  async function isIndexFile(opened: Stats): Promise<boolean> {
    const index = await stat(join(rendererDir, 'index.html')).catch(() => null);
    return index !== null && opened.dev === index.dev && opened.ino === index.ino;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    dialogs,
    emit,
    openedLinks,
    revealed,
    documentState: () => documentState,
    requestWindowClose: () => {
      const closed = closeGuard.mayClose();
      if (closed) windowCloses += 1;
      return closed;
    },
    windowCloses: () => windowCloses,
    whenPageConnected: () =>
      streams.size > 0 ? Promise.resolve() : new Promise<void>((resolve) => connectedWaiters.push(resolve)),
    close: async () => {
      for (const stream of streams) stream.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // This run's own folder goes with it; files the caller named stay. A write a handler still had
      // under way (the preferences, the recovery file) can land while it is removed: retried then.
      if (ownFolder) await rm(ownFolder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(new Error('Request too large.'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
