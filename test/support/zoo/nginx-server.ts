import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { ChildServerError, startChildServer } from './child-server';
import { freePort } from './free-port';
import type { ZooServer } from './zoo-server';

/** The port chosen may be taken before nginx binds it (parallel test files): then another is tried. */
const ATTEMPTS = 3;
/** Modules whose temp folder nginx makes at start unless the build left the module out. */
const TEMP_PATHS = ['proxy', 'fastcgi', 'uwsgi', 'scgi'];

/**
 * Debian's nginx with a config of its own in a fresh prefix: one process (no master, so no worker
 * switching to a user that cannot read a root-only temp folder), keep-alive, sendfile, and gzip of
 * XML and text as real sites have it, so an uncompressed .xml arrives with Content-Encoding: gzip.
 */
export async function startNginx(dir: string, extra: NginxExtra = {}): Promise<ZooServer> {
  const nginx = findNginx();
  for (let attempt = 1; ; attempt++) {
    const prefix = mkdtempSync(join(tmpdir(), 'sitemap-studio-nginx-'));
    const port = await freePort();
    writeFileSync(join(prefix, 'nginx.conf'), nginxConf(nginx, prefix, dir, port, extra));
    try {
      const server = await startChildServer({
        name: 'nginx',
        command: nginx,
        args: ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'],
        port,
        // nginx writes its pid file only once it holds its port.
        ready: () => existsSync(join(prefix, 'nginx.pid')),
      });
      return {
        origin: server.origin,
        close: () => server.close().then(() => rmSync(prefix, { recursive: true, force: true })),
      };
    } catch (error) {
      rmSync(prefix, { recursive: true, force: true });
      const taken = error instanceof ChildServerError && error.exited && error.message.includes('in use');
      if (!taken || attempt === ATTEMPTS) throw error;
    }
  }
}

function findNginx(): string {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = folders
    .filter(Boolean)
    .map((folder) => join(folder, 'nginx'))
    .find((path) => existsSync(path));
  if (!found) throw new Error('nginx is not installed; the HTTP zoo tests need it: apt-get install nginx-light');
  return found;
}

let configured: string | null = null;

/** `nginx -V`'s configure arguments (it prints them on stderr), read once: which modules this build lacks. */
function configureArguments(nginx: string): string {
  configured ??= spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr;
  return configured;
}

/** Directives added to the config (a rate limit, an access log): in `http`, and in the one `server`. */
export interface NginxExtra {
  http?: string;
  server?: string;
}

function nginxConf(nginx: string, prefix: string, root: string, port: number, extra: NginxExtra): string {
  const configured = configureArguments(nginx);
  const temps = TEMP_PATHS.filter((module) => !configured.includes(`--without-http_${module}_module`))
    .map((module) => `  ${module}_temp_path ${join(prefix, module)};`)
    .join('\n');
  return `daemon off;
master_process off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  types { text/html html; text/xml xml; text/plain txt; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  gzip on;
  gzip_types text/xml application/xml text/plain;
  client_body_temp_path ${join(prefix, 'client_body')};
${temps}
${extra.http ?? ''}
  server {
    listen 127.0.0.1:${port};
    root ${root};
${extra.server ?? ''}
  }
}
`;
}
