import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { httpGet } from '../../../../../electron/engine/import/http-fetch';
import { SPOOL_MEMORY_BYTES } from '../../../../../electron/engine/import/spooled-body';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../../shared/import-options';
import { useTempDir } from '../../../../support/use-temp-dir';
import { startPythonHttp10 } from '../../../../support/zoo/python-server';

const served = useTempDir();
const spools = useTempDir();
const tmp = process.env['TMPDIR'];

afterEach(() => {
  if (tmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = tmp;
});

/** The spool files in the temp folder the test gave the process, by size. */
const spooled = (): number[] =>
  readdirSync(spools.path())
    .filter((name) => name.startsWith('sitemap-studio-body-'))
    .map((name) => statSync(join(spools.path(), name, 'body')).size);

describe('a body read more slowly than the server sends it', () => {
  it('waits on disk past the memory it may hold, from Python’s http.server (HTTP/1.0), and comes back whole', async () => {
    const bytes = randomBytes(SPOOL_MEMORY_BYTES * 3);
    await served.write('big.xml', bytes);
    process.env['TMPDIR'] = spools.path();
    const server = await startPythonHttp10(served.path());
    const dispatcher = createHttpAgent({ connections: 2, maxResponseBytes: 100 * 1024 * 1024, endBodyPastMax: true });
    try {
      const body = await httpGet(`${server.origin}/big.xml`, { ...DEFAULT_IMPORT_OPTIONS, dispatcher });
      // Nobody reads yet: the server sends it all and closes; what memory may not hold is on disk.
      // (Memory holds whole chunks as they came: up to SPOOL_MEMORY_BYTES, short of it by less than a chunk.)
      const onDisk = (): number => spooled()[0] ?? 0;
      for (let waited = 0; waited < 100 && onDisk() < bytes.length - SPOOL_MEMORY_BYTES; waited++) await sleep(50);
      expect(spooled()).toHaveLength(1);
      expect(onDisk()).toBeGreaterThanOrEqual(bytes.length - SPOOL_MEMORY_BYTES);
      expect(onDisk()).toBeLessThan(bytes.length - SPOOL_MEMORY_BYTES + 256 * 1024);
      const pieces: Buffer[] = [];
      for await (const piece of body.chunks) pieces.push(Buffer.from(piece));
      expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
      expect(spooled()).toEqual([]);
    } finally {
      await server.close();
      await dispatcher.close();
    }
  });

  it('leaves nothing on disk when it is let go unread', async () => {
    await served.write('big.xml', randomBytes(SPOOL_MEMORY_BYTES * 2));
    process.env['TMPDIR'] = spools.path();
    const server = await startPythonHttp10(served.path());
    const dispatcher = createHttpAgent({ connections: 2, maxResponseBytes: 100 * 1024 * 1024, endBodyPastMax: true });
    try {
      const body = await httpGet(`${server.origin}/big.xml`, { ...DEFAULT_IMPORT_OPTIONS, dispatcher });
      for (let waited = 0; waited < 100 && spooled().length === 0; waited++) await sleep(50);
      expect(spooled()).toHaveLength(1);
      body.cancel();
      for (let waited = 0; waited < 100 && spooled().length > 0; waited++) await sleep(20);
      expect(readdirSync(spools.path())).toEqual([]);
    } finally {
      await server.close();
      await dispatcher.close();
    }
  });
});
