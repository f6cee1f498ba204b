import { startNginx } from './nginx-server';
import { startPythonHttp10, startPythonHttp11 } from './python-server';
import type { RealServer } from './zoo-server';

export type { RealServer, ZooServer } from './zoo-server';

/** Every real server of the zoo: what people run in front of their sitemaps. */
export const REAL_SERVERS: readonly RealServer[] = [
  { name: 'python http.server (HTTP/1.0, closes)', start: startPythonHttp10 },
  { name: 'python ThreadingHTTPServer (HTTP/1.1 keep-alive)', start: startPythonHttp11 },
  { name: 'nginx (keep-alive, sendfile, gzip)', start: startNginx },
];
