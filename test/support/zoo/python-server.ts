import { startChildServer } from './child-server';
import type { ZooServer } from './zoo-server';

/** It prints "Serving HTTP on 127.0.0.1 port 40123 (…)"; both servers below announce their port so. */
const PORT_LINE = /port (\d+)/;

/**
 * Python's `http.server` as shipped: HTTP/1.0, one request per connection, closed after each
 * response. `-u` so its port line is not held in a pipe's buffer.
 */
export function startPythonHttp10(dir: string): Promise<ZooServer> {
  return startChildServer({
    name: 'python3 -m http.server',
    command: 'python3',
    args: ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir],
    portFrom: PORT_LINE,
  });
}

/** A ThreadingHTTPServer whose handler speaks HTTP/1.1, so connections are kept alive between requests. */
const KEEP_ALIVE_SERVER = `
import sys
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

class Handler(SimpleHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'

    def log_message(self, format, *args):
        pass

server = ThreadingHTTPServer(('127.0.0.1', 0), partial(Handler, directory=sys.argv[1]))
print('Serving HTTP/1.1 on 127.0.0.1 port %d' % server.server_address[1], flush=True)
server.serve_forever()
`;

/** Python's SimpleHTTPRequestHandler with `protocol_version = 'HTTP/1.1'`: keep-alive, Content-Length on every file. */
export function startPythonHttp11(dir: string): Promise<ZooServer> {
  return startChildServer({
    name: 'python3 keep-alive http.server',
    command: 'python3',
    args: ['-u', '-c', KEEP_ALIVE_SERVER, dir],
    portFrom: PORT_LINE,
  });
}
