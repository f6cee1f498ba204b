import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { startNginx } from './nginx-server';
import type { LoggedRequest } from './rate-limited-server';
import { makeTempDir, removeTempDir, writeInto } from '../temp-dir';

export interface NginxRateLimit {
  /** Requests a second nginx lets through (limit_req_zone rate); the others are answered 429. */
  perSecond: number;
  /** Requests over the rate held back rather than refused (limit_req burst), answered at the rate. */
  burst?: number;
  /** The Retry-After a refusal carries; none when absent. */
  retryAfterSeconds?: number;
}

/**
 * nginx in front of `files` (paths and bodies; `{origin}` in one is the server's), rate-limited as
 * sites do it (limit_req, answered 429, with Retry-After if asked), logging every request with
 * nginx's own times; stopped when the running test finishes.
 */
export async function serveRateLimitedNginx(
  files: Record<string, string>,
  limit: NginxRateLimit,
): Promise<{ origin: string; log: () => LoggedRequest[] }> {
  const root = makeTempDir();
  const logPath = join(makeTempDir(), 'access.log');
  writeFileSync(logPath, '');
  const burst = limit.burst ? ` burst=${limit.burst} nodelay` : '';
  const retryAfter =
    limit.retryAfterSeconds === undefined ? '' : `add_header Retry-After ${limit.retryAfterSeconds} always;`;
  const server = await startNginx(root, {
    http: `  limit_req_zone $binary_remote_addr zone=limited:1m rate=${limit.perSecond}r/s;
  log_format timed '$uri $status $msec $request_time';`,
    server: `    access_log ${logPath} timed;
    limit_req_status 429;
    error_page 429 @refused;
    location / { limit_req zone=limited${burst}; }
    location @refused { ${retryAfter} return 429 'slow down'; }`,
  });
  onTestFinished(async () => {
    await server.close();
    removeTempDir(root);
  });
  for (const [path, body] of Object.entries(files)) writeInto(root, path, body.replaceAll('{origin}', server.origin));
  const log = (): LoggedRequest[] =>
    readFileSync(logPath, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => loggedRequest(line, limit.retryAfterSeconds));
  return { origin: server.origin, log };
}

/** `/1.xml 429 1764050000.123 0.000`: the path, status, when the answer went out and how long it took. */
function loggedRequest(line: string, retryAfterSeconds: number | undefined): LoggedRequest {
  const [path, status, msec, took] = line.split(' ');
  const sent = Number(msec);
  const refused = Number(status) === 429 && retryAfterSeconds !== undefined;
  return {
    path: path!,
    status: Number(status),
    at: sent - Number(took),
    sent,
    ...(refused && { askAgainAt: sent + retryAfterSeconds }),
  };
}
