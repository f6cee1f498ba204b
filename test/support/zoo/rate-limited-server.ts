import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { startChildServer } from './child-server';
import { makeTempDir, removeTempDir } from '../temp-dir';

/** How a file's first request is refused: 429 or 503, Retry-After in seconds or as an HTTP date that far ahead. */
export interface Refusal {
  status: 429 | 503;
  seconds: number;
  asDate?: boolean;
  /** How many of the file's first requests are refused (1 unless given). */
  times?: number;
}

export interface RateLimitedSite {
  /** Paths and their bodies (`{origin}` in one is the server's), served 200 once a file's refusal (if any) is spent. */
  files: Record<string, string>;
  /** The files whose first request (or first few: `times`) is refused. */
  refuse?: Record<string, Refusal>;
  /** Files whose every answer is held this long first (a slow file, still in flight while another is refused). */
  holdMs?: Record<string, number>;
  /**
   * A rate limit that says nothing of when to come back: one request let through every `everySeconds`
   * (counted from the last one let through, whatever its path), every other answered `status` without Retry-After.
   */
  pace?: { everySeconds: number; status: 429 | 503 };
}

/** One request as the server logged it, times in seconds since the epoch by the server's own clock. */
export interface LoggedRequest {
  path: string;
  status: number;
  /** When it arrived. */
  at: number;
  /** When its answer went out (logged just before, so the log holds every request answered). */
  sent: number;
  /** A refusal's wait: when the server said it may be asked again (a date's second, or `sent` + seconds). */
  askAgainAt?: number;
}

/**
 * A ThreadingHTTPServer (HTTP/1.1, keep-alive) that refuses a file's first requests as a rate-limiting
 * site does, 429 or 503 with Retry-After (or paces every request, without it), and logs every request with the times it saw: what a
 * test asserts a wait against, never the client's clock.
 */
const SERVER = `
import email.utils, json, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

site = json.load(open(sys.argv[1]))
log_path = sys.argv[2]
lock = threading.Lock()
asked = {}
let_through = {'last': None}

class Handler(BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        arrived = time.time()
        with lock:
            count = asked.get(self.path, 0)
            asked[self.path] = count + 1
        time.sleep(site.get('holdMs', {}).get(self.path, 0) / 1000)
        refusal = site.get('refuse', {}).get(self.path)
        if refusal and count >= refusal.get('times', 1):
            refusal = None
        entry = {'path': self.path, 'at': arrived}
        pace = site.get('pace')
        paced_out = False
        if pace:
            with lock:
                last = let_through['last']
                paced_out = last is not None and arrived - last < pace['everySeconds']
                if not paced_out:
                    let_through['last'] = arrived
        if paced_out:
            entry['status'] = pace['status']
            answer = (pace['status'], b'slow down', {})
        elif refusal:
            now = time.time()
            if refusal.get('asDate'):
                again = int(now + refusal['seconds'])
                retry_after = email.utils.formatdate(again, usegmt=True)
            else:
                again = now + refusal['seconds']
                retry_after = str(refusal['seconds'])
            entry.update(status=refusal['status'], askAgainAt=again)
            answer = (refusal['status'], b'slow down', {'Retry-After': retry_after})
        elif self.path in site['files']:
            body = site['files'][self.path].replace('{origin}', 'http://127.0.0.1:%d' % server.server_address[1])
            entry['status'] = 200
            answer = (200, body.encode(), {'Content-Type': 'application/xml'})
        else:
            entry['status'] = 404
            answer = (404, b'not found', {})
        # Logged as it goes out, so the log holds every request the client has had an answer to.
        entry['sent'] = time.time()
        with lock:
            with open(log_path, 'a') as log:
                log.write(json.dumps(entry) + '\\n')
        self.answer(*answer)

    def answer(self, status, body, headers):
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        self.wfile.write(body)

server = ThreadingHTTPServer(('127.0.0.1', 0), Handler)
print('Rate-limited HTTP on 127.0.0.1 port %d' % server.server_address[1], flush=True)
server.serve_forever()
`;

/** Starts the site for the running test (stopped when it finishes); `log()` reads what it logged so far. */
export async function serveRateLimited(site: RateLimitedSite): Promise<{ origin: string; log: () => LoggedRequest[] }> {
  const folder = makeTempDir();
  const sitePath = join(folder, 'site.json');
  const logPath = join(folder, 'requests.jsonl');
  writeFileSync(sitePath, JSON.stringify(site));
  writeFileSync(logPath, '');
  const server = await startChildServer({
    name: 'rate-limited python3 server',
    command: 'python3',
    args: ['-u', '-c', SERVER, sitePath, logPath],
    portFrom: /port (\d+)/,
  });
  onTestFinished(async () => {
    await server.close();
    removeTempDir(folder);
  });
  const log = (): LoggedRequest[] =>
    readFileSync(logPath, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LoggedRequest);
  return { origin: server.origin, log };
}
