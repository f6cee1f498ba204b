import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeAppInfo } from '../../../electron/engine/app-info';
import { TOKEN_HEADER } from '../../../electron/web-host/host-paths';
import { startWebHost, type WebHost } from '../../../electron/web-host/server';
import { eventChannel, invokeChannel, type InvokeName } from '../../../shared/ipc-contract';
import type { IpcResult } from '../../../shared/ipc-result';
import type { ImportedSources } from '../../../shared/ipc-contract';
import { exportProject } from '../../../electron/engine/export/export-project';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import type { ExportOutcome } from '../../../shared/export-types';
import { sliceToTransfer } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { receiveRows } from '../../../shared/transfer/receive-rows';
import { sendRows, type UploadApi } from '../../../shared/transfer/send-rows';
import type { TransferSlice } from '../../../shared/transfer/transfer-types';
import { fromWireJson, toWireJson } from '../../../shared/transfer/wire-json';
import { tableText } from '../../../shared/table-text';
import { emptyRow } from '../../../shared/url-table';
import { numberedUrlset } from '../../support/sitemap-xml';
import { makeTempDir, removeTempDir } from '../../support/temp-dir';

const CSP = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    ${CSP}
    <title>Sitemap Studio</title>
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="app"></div></body>
</html>
`;
const APP_JS = 'console.log("the renderer");\n';
const SECRET = '{"name":"secret-outside-the-renderer"}';
const BRIDGE_TAG = '<script src="/__bridge.js"></script>';

let root = '';
let host: WebHost;
let rendererDir = '';
const appInfo = nodeAppInfo();
const LAUNCH_PATHS = ['/home/ana/sitemap.xml', 'https://example.com/robots.txt'];

beforeAll(async () => {
  root = makeTempDir();
  rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await mkdir(join(root, 'renderer-private'));
  await Promise.all([
    writeFile(join(rendererDir, 'index.html'), INDEX_HTML),
    writeFile(join(rendererDir, 'assets', 'app.js'), APP_JS),
    // Things a path traversal would reach, so a 404 means "refused", not "not there".
    writeFile(join(root, 'package.json'), SECRET),
    writeFile(join(root, 'renderer-private', 'key.json'), SECRET),
  ]);
  host = await startWebHost({ rendererDir, appInfo, launchPaths: LAUNCH_PATHS });
});

afterAll(async () => {
  await host?.close();
  removeTempDir(root);
});

const trusted = (): Record<string, string> => ({
  'content-type': 'application/json',
  origin: host.origin,
  [TOKEN_HEADER]: host.token,
});

const channelPath = (name: InvokeName): string => `/__ipc/${encodeURIComponent(invokeChannel(name))}`;

function post(path: string, headers: Record<string, string> = trusted(), body = '{"request":null}') {
  return fetch(`${host.origin}${path}`, { method: 'POST', headers, body });
}

/** Calls a contract function as the browser bridge does. */
async function call(name: InvokeName, request: unknown = null): Promise<IpcResult<unknown>> {
  const response = await post(channelPath(name), trusted(), JSON.stringify({ request }));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return (await response.json()) as IpcResult<unknown>;
}

/** A call as the bridge makes it: wire JSON both ways; a failure throws with its code. */
async function wireCall(name: InvokeName, request: unknown): Promise<unknown> {
  const body = toWireJson({ request });
  const answer = fromWireJson(await (await post(channelPath(name), trusted(), body)).text()) as IpcResult<unknown>;
  if (!answer.ok) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  return answer.value;
}

/** Uploads as the bridge sends them. */
const wireUploads = {
  openUpload: (request) => wireCall('openUpload', request),
  putSlice: (request) => wireCall('putSlice', request),
  dropTransfers: (request) => wireCall('dropTransfers', request),
} as UploadApi;

/** A request exactly as written (fetch would normalise the path and will not send a foreign Host). */
function raw(path: string, headers: OutgoingHttpHeaders = {}, method = 'GET') {
  const { hostname, port } = new URL(host.origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

type Reader = ReadableStreamDefaultReader<Uint8Array>;

async function openEvents(): Promise<Reader> {
  const response = await fetch(`${host.origin}/__events?token=${host.token}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  return response.body!.getReader();
}

/** Reads server-sent events until `count` data messages have arrived. */
async function readMessages(reader: Reader, count: number): Promise<unknown[]> {
  const decoder = new TextDecoder();
  const messages: unknown[] = [];
  let buffered = '';
  while (messages.length < count) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended after ${messages.length} messages`);
    buffered += decoder.decode(value, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (block.startsWith('data: ')) messages.push(JSON.parse(block.slice('data: '.length)));
      end = buffered.indexOf('\n\n');
    }
  }
  return messages;
}

describe('web host: address', () => {
  it('listens on 127.0.0.1 and hands out a URL carrying the token', () => {
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host.token.length).toBeGreaterThanOrEqual(32);
    expect(host.url).toBe(`${host.origin}/?token=${host.token}`);
  });
});

describe('web host: pages', () => {
  it.each([
    ['no token', '/'],
    ['an empty token', '/?token='],
    ['a wrong token', '/?token=not-the-token'],
    ['no token on index.html', '/index.html'],
  ])('refuses the index with %s', async (_case, path) => {
    const response = await fetch(`${host.origin}${path}`);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('<html');
  });

  it.each(['/', '/index.html'])('serves %s with the token, with the bridge injected in the head', async (path) => {
    const response = await fetch(`${host.origin}${path}?token=${host.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const bridgeAt = html.indexOf(BRIDGE_TAG);
    expect(bridgeAt).toBeGreaterThan(html.indexOf('<head>'));
    expect(bridgeAt).toBeGreaterThan(html.indexOf(CSP));
    expect(bridgeAt).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(BRIDGE_TAG)).toHaveLength(2);
    expect(html.replace(/\s*<script src="\/__bridge\.js"><\/script>/, '').replace(/\s+/g, '')).toBe(
      INDEX_HTML.replace(/\s+/g, ''),
    );
  });

  it('serves the bundled bridge script', async () => {
    const response = await fetch(`${host.origin}/__bridge.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    expect(script).toContain('sitemap-studio:invoke:');
    expect(script).toContain('/__events');
    expect(script).toContain(TOKEN_HEADER);
  });

  it('serves a renderer asset with its type, unsniffable', async () => {
    const response = await fetch(`${host.origin}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(APP_JS);
  });

  it('answers 404 for an asset that is not there', async () => {
    expect((await fetch(`${host.origin}/assets/missing.js`)).status).toBe(404);
  });

  it.each([
    '/../package.json',
    '/assets/../../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/..%2fpackage.json',
    '/%2e%2e%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/../renderer-private/key.json',
    '/..%2frenderer-private%2fkey.json',
  ])('refuses the path traversal %s with 404', async (path) => {
    const { status, body } = await raw(path);
    expect(status).toBe(404);
    expect(body).not.toContain('secret-outside-the-renderer');
  });
});

describe('web host: every way of naming the index needs the token', () => {
  // Each of these reaches the renderer's index.html once decoded and normalised, on every OS.
  const INDEX_SPELLINGS = [
    '/',
    '/index.html',
    '/%2findex.html',
    '/%2Findex.html',
    '//index.html',
    '///index.html',
    '/./index.html',
    '/%2e/index.html',
    '/%2E%2findex.html',
    '/assets/../index.html',
    '/assets/%2e%2e/index.html',
    '/assets/%2E%2e%2Findex.html',
    '/assets/..%2findex.html',
    '/assets/..%5cindex.html',
    '/assets/..%5Cindex.html',
    '/assets\\..\\index.html',
    '/\\index.html',
    '/%5cindex.html',
    '/%69ndex.html',
    '/index.html/',
    '/index.html%2f',
  ];

  it.each(INDEX_SPELLINGS)('refuses the index named %s without the token (403)', async (path) => {
    const { status, body } = await raw(path);
    expect(status).toBe(403);
    expect(body).not.toContain('<html');
  });

  it.each(INDEX_SPELLINGS)('serves the index named %s with the token', async (path) => {
    const { status, body } = await raw(`${path}?token=${host.token}`);
    expect(status).toBe(200);
    expect(body).toContain(BRIDGE_TAG);
  });

  // A case-insensitive file system (macOS, Windows) opens the first two as index.html; here, like the
  // others (a ".." that leaves the folder, one that only undoes an empty segment), they are no file at all.
  it.each(['/Index.html', '/%2E%2fINDEX.HTML', '/%2e%2e/renderer/index.html', '/assets//..//index.html'])(
    'never serves the index for %s without the token',
    async (path) => {
      const { status, body } = await raw(path);
      expect(status).not.toBe(200);
      expect(body).not.toContain('<html');
    },
  );

  it('asks for the token for any other name of the index file (a hard link stands in for 8.3 and case aliases)', async () => {
    await link(join(rendererDir, 'index.html'), join(rendererDir, 'assets', 'alias.html'));
    try {
      const refused = await raw('/assets/alias.html');
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain('<html');
      const served = await raw(`/assets/alias.html?token=${host.token}`);
      expect(served.status).toBe(200);
      expect(served.body).toContain(BRIDGE_TAG);
    } finally {
      await rm(join(rendererDir, 'assets', 'alias.html'));
    }
  });

  it.each(['/assets//app.js', '/assets/%61pp.js', '/%2fassets%2fapp.js', '/assets\\app.js', '/x/../assets/app.js'])(
    'serves the asset named %s without a token: assets are not the index',
    async (path) => {
      const { status, body } = await raw(path);
      expect(status).toBe(200);
      expect(body).toBe(APP_JS);
    },
  );
});

describe('web host: Host header', () => {
  it.each([
    ['another name', 'evil.example'],
    ['localhost on the same port', () => `localhost:${new URL(host.origin).port}`],
    ['the right address on another port', '127.0.0.1:1'],
  ])('answers 421 to a request addressed to %s', async (_case, hostHeader) => {
    const value = typeof hostHeader === 'function' ? hostHeader() : hostHeader;
    expect((await raw(`/?token=${host.token}`, { host: value })).status).toBe(421);
    expect((await raw('/assets/app.js', { host: value })).status).toBe(421);
    expect(
      (await raw(channelPath('getAppInfo'), { host: value, origin: host.origin, [TOKEN_HEADER]: host.token }, 'POST'))
        .status,
    ).toBe(421);
  });

  it('answers a request addressed to its own host', async () => {
    expect((await raw('/assets/app.js', { host: new URL(host.origin).host })).status).toBe(200);
  });
});

describe('web host: IPC over HTTP', () => {
  it('answers getAppInfo with an IpcResult', async () => {
    expect(await call('getAppInfo')).toEqual({ ok: true, value: appInfo });
  });

  it.each([
    ['no token', (headers: Record<string, string>) => delete headers[TOKEN_HEADER]],
    ['a wrong token', (headers: Record<string, string>) => (headers[TOKEN_HEADER] = 'not-the-token')],
    ['no Origin', (headers: Record<string, string>) => delete headers['origin']],
    ['a foreign Origin', (headers: Record<string, string>) => (headers['origin'] = 'http://evil.example')],
    ['an opaque Origin', (headers: Record<string, string>) => (headers['origin'] = 'null')],
    ['an Origin on another port', (headers: Record<string, string>) => (headers['origin'] = 'http://127.0.0.1:1')],
  ])('refuses a call with %s (403) without running the handler', async (_case, change) => {
    const headers = trusted();
    change(headers);
    const before = host.openedLinks.length;
    const response = await post(channelPath('openExternal'), headers, '{"request":{"url":"https://example.com/"}}');
    expect(response.status).toBe(403);
    expect(host.openedLinks).toHaveLength(before);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405', async (method) => {
    const response = await fetch(`${host.origin}${channelPath('getAppInfo')}`, { method, headers: trusted() });
    expect(response.status).toBe(405);
  });

  it.each([
    ['a channel outside the contract', '/__ipc/sitemap-studio%3Ainvoke%3AdeleteEverything'],
    ['a bare function name', '/__ipc/getAppInfo'],
    ['an event channel', `/__ipc/${encodeURIComponent(eventChannel('menuCommand'))}`],
    ['no channel', '/__ipc/'],
  ])('answers %s with 404', async (_case, path) => {
    expect((await post(path)).status).toBe(404);
  });

  it('hands the launch paths out once', async () => {
    expect(await call('takeLaunchPaths')).toEqual({ ok: true, value: LAUNCH_PATHS });
    expect(await call('takeLaunchPaths')).toEqual({ ok: true, value: [] });
  });

  it('answers the open dialog from the script, in order, then as cancelled', async () => {
    host.dialogs.answerNextOpen(['/data/a.xml', '/data/b.xml.gz']);
    host.dialogs.answerNextOpen(['/data/shop.sitemapstudio']);
    const asked = host.dialogs.asked.length;
    expect(await call('showOpenDialog', { title: 'Import', purpose: 'import' })).toEqual({
      ok: true,
      value: ['/data/a.xml', '/data/b.xml.gz'],
    });
    expect(await call('showOpenDialog', { title: 'Open Project', purpose: 'open' })).toEqual({
      ok: true,
      value: ['/data/shop.sitemapstudio'],
    });
    expect(await call('showOpenDialog', { title: 'Open Project', purpose: 'open' })).toEqual({ ok: true, value: [] });
    expect(host.dialogs.asked.slice(asked)).toEqual([
      { title: 'Import', purpose: 'import' },
      { title: 'Open Project', purpose: 'open' },
      { title: 'Open Project', purpose: 'open' },
    ]);
  });

  it('opens web links and refuses file links', async () => {
    expect(await call('openExternal', { url: 'file:///etc/passwd' })).toMatchObject({
      ok: false,
      error: { code: 'external-url-refused' },
    });
    expect(host.openedLinks).not.toContain('file:///etc/passwd');
    expect(await call('openExternal', { url: 'https://www.sitemaps.org/' })).toEqual({ ok: true });
    expect(host.openedLinks).toContain('https://www.sitemaps.org/');
  });

  it("hands an import's rows over in slices of typed arrays, as wire JSON; a slice asked again is gone", async () => {
    const file = join(root, 'numbered.xml');
    await writeFile(file, numberedUrlset(250));
    const imported = (await wireCall('importSources', { locations: [file] })) as ImportedSources;
    const ref = imported.files[0]!.rows;
    expect(ref).toMatchObject({ slices: 1, rows: 250 });
    const take = (request: { id: string; index: number }) => wireCall('takeSlice', request) as Promise<TransferSlice>;
    const rows = await receiveRows(ref, take);
    expect(rows.toRows().map((row) => row.loc)).toEqual(
      Array.from({ length: 250 }, (_, i) => `https://example.com/${i}`),
    );
    await expect(wireCall('takeSlice', { id: ref.id, index: 0 })).rejects.toMatchObject({ code: 'transfer-gone' });
  });

  it("takes an export's rows as an upload of slices in wire JSON, writes what the engine writes, and lets the upload go", async () => {
    const rows = Array.from({ length: 300 }, (_, i) => emptyRow(`https://example.com/${i}`));
    const upload = await sendRows(UrlColumns.fromRows(rows), wireUploads);
    const out = join(root, 'uploaded-export');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, maxUrls: 100 };
    const request = { projectId: 'web', settings, robotsTxt: null };
    const outcome = (await wireCall('exportProject', {
      ...request,
      tables: [{ id: 't', name: 'pages', upload }],
    })) as ExportOutcome;
    expect(outcome.ok).toBe(true);

    const direct = join(root, 'engine-export');
    await exportProject({
      ...request,
      settings: { ...settings, outputFolder: direct },
      tables: [{ id: 't', name: 'pages', rows }],
    });
    const names = outcome.ok ? outcome.report.files.map((file) => file.name) : [];
    expect(names).toHaveLength(4);
    for (const name of names) expect(await readFile(join(out, name))).toEqual(await readFile(join(direct, name)));
    const slice = sliceToTransfer(UrlColumns.fromRows(rows.slice(0, 1)), 0, 1);
    await expect(wireCall('putSlice', { id: upload, index: 1, slice })).rejects.toMatchObject({
      code: 'transfer-gone',
    });
  });

  it("writes a table's uploaded rows as CSV text through the same handler as the app, and lets the upload go", async () => {
    const rows = [{ ...emptyRow('https://example.com/a'), lastmod: '2024-05-01' }, emptyRow('=cmd|" /C calc"!A0')];
    const upload = await sendRows(UrlColumns.fromRows(rows), wireUploads);
    const path = join(root, 'pages.csv');
    expect(await wireCall('saveTableText', { path, upload })).toMatchObject({ rows: 2, rowsWithExtensions: 0 });
    expect(await readFile(path, 'utf8')).toBe(tableText(rows, 'csv'));
    await expect(wireCall('saveTableText', { path, upload })).rejects.toMatchObject({ code: 'transfer-gone' });
  });

  it('keeps the document state the page reports', async () => {
    const state = { title: 'shop', dirty: true, path: '/data/shop.sitemapstudio' };
    expect(await call('setDocumentState', state)).toEqual({ ok: true });
    expect(host.documentState()).toEqual(state);
  });
});

describe('web host: events', () => {
  it('refuses the event stream without the right token', async () => {
    expect((await fetch(`${host.origin}/__events`)).status).toBe(403);
    expect((await fetch(`${host.origin}/__events?token=nope`)).status).toBe(403);
  });

  it('pushes an emitted event to the page as a data message', async () => {
    const reader = await openEvents();
    await host.whenPageConnected();
    host.emit('menuCommand', { type: 'file.new' });
    expect(await readMessages(reader, 1)).toEqual([
      { channel: eventChannel('menuCommand'), payload: { type: 'file.new' } },
    ]);
    await reader.cancel();
  });

  it('pushes to every connected page', async () => {
    const first = await openEvents();
    const second = await openEvents();
    host.emit('openPathsRequested', { paths: ['/data/a.xml'] });
    const expected = [{ channel: eventChannel('openPathsRequested'), payload: { paths: ['/data/a.xml'] } }];
    expect(await readMessages(first, 1)).toEqual(expected);
    expect(await readMessages(second, 1)).toEqual(expected);
    await Promise.all([first.cancel(), second.cancel()]);
  });

  it('reports the progress of openPaths on the stream while classifying real files', async () => {
    const sitemap = join(root, 'sitemap.xml');
    await writeFile(sitemap, '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    const reader = await openEvents();
    const result = await call('openPaths', { paths: [sitemap, join(root, 'missing.xml')] });
    expect(result).toMatchObject({
      ok: true,
      value: { sources: [{ location: sitemap, kind: 'urlset' }], problems: [{ code: 'source-not-found' }] },
    });
    const messages = (await readMessages(reader, 4)) as Array<{ channel: string; payload: Record<string, unknown> }>;
    expect(messages.every((message) => message.channel === eventChannel('jobProgress'))).toBe(true);
    expect(messages.map(({ payload }) => [payload['done'], payload['total'], payload['finished']])).toEqual([
      [0, 2, false],
      [1, 2, false],
      [2, 2, false],
      [2, 2, true],
    ]);
    expect(new Set(messages.map(({ payload }) => payload['jobId'])).size).toBe(1);
    await reader.cancel();
  });
});

describe('web host: closing', () => {
  it('closes with a page still connected, ending its stream and refusing new requests', async () => {
    const rendererDir = join(root, 'renderer');
    const other = await startWebHost({ rendererDir, appInfo });
    const response = await fetch(`${other.origin}/__events?token=${other.token}`);
    const reader = response.body!.getReader();
    await other.whenPageConnected();
    await other.close();
    let done = false;
    while (!done) done = (await reader.read().catch(() => ({ done: true }))).done;
    await expect(fetch(`${other.origin}/assets/app.js`)).rejects.toThrow();
  });
});

describe('web host: odd addresses', () => {
  it('answers a malformed percent-escape with 400, not a crash', async () => {
    expect((await raw('/assets/%E0%A4%A', { host: new URL(host.origin).host })).status).toBe(400);
    expect((await raw('/__ipc/%E0%A4%A', { host: new URL(host.origin).host }, 'POST')).status).toBe(400);
  });

  it('serves assets when the renderer folder is given with a trailing slash', async () => {
    const slashed = await startWebHost({ rendererDir: `${rendererDir}/`, appInfo });
    try {
      const response = await fetch(`${slashed.origin}/assets/app.js`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(APP_JS);
    } finally {
      await slashed.close();
    }
  });
});
