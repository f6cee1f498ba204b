import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { createHttpAgent } from '../../electron/engine/http/unpaused-agent';

// A child process (its death is what is looked for): reads bodies slowly, through undici's plain
// Agent or through createHttpAgent, from a server that answers as Python's http.server does
// (HTTP/1.0, Content-Length, the connection closed once the body is written). Prints the bytes
// each request received, one line each. Arguments: `plain` or `unpaused`, and how many requests.

const BODY_BYTES = 2 * 1024 * 1024;
const which = process.argv[2];
const requests = Number(process.argv[3]);

const server = createServer((socket: Socket) => {
  socket.once('data', () => {
    socket.write(`HTTP/1.0 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`);
    socket.end(Buffer.alloc(BODY_BYTES, 0x61));
  });
  socket.on('error', () => undefined);
});

async function main(): Promise<void> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dispatcher: Dispatcher =
    which === 'plain' ? new Agent() : createHttpAgent({ connections: null, maxResponseBytes: 64 * 1024 * 1024 });
  for (let i = 0; i < requests; i++) {
    const { body } = await request(`http://127.0.0.1:${port}/`, { dispatcher });
    let received = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      received += chunk.length;
      await sleep(2); // slower than loopback: the body is held back
    }
    process.stdout.write(`${received}\n`);
  }
  server.close();
  await dispatcher.close();
}

void main();
