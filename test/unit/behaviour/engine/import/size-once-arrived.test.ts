import { gzipSync } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { httpGet } from '../../../../../electron/engine/import/http-fetch';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../../shared/import-options';
import { urlsetDocument } from '../../../../support/sitemap-xml';
import { REAL_SERVERS } from '../../../../support/zoo/real-servers';
import { useRealServer } from '../../../../support/zoo/use-real-server';

/** ~1.2 MB of XML: nginx compresses it on the way (Content-Encoding: gzip, chunked, no Content-Length). */
const xml = urlsetDocument(
  Array.from({ length: 10_000 }, (_, n) => `<url><loc>https://example.com/${n}/${'p'.repeat(80)}</loc></url>\n`).join(
    '',
  ),
);

for (const kind of REAL_SERVERS) {
  describe(`what a download comes to, told once it has all arrived, before it is read: ${kind.name}`, () => {
    const served = useRealServer(kind, async (dir) => {
      await writeFile(join(dir, 'sitemap.xml.gz'), gzipSync(xml));
      await writeFile(join(dir, 'sitemap.xml'), xml);
    });

    it('a gzip file: its inflated size, from its trailer; a plain one: its size where no Content-Length said it', async () => {
      const dispatcher = createHttpAgent({ connections: 2, maxResponseBytes: 100 * 1024 * 1024, endBodyPastMax: true });
      const { server } = served();
      try {
        for (const name of ['sitemap.xml.gz', 'sitemap.xml']) {
          const body = await httpGet(`${server.origin}/${name}`, { ...DEFAULT_IMPORT_OPTIONS, dispatcher });
          // Not read: the server sends it all, and the spool tells what it comes to.
          const size = await body.sizeOnceArrived;
          // A plain file whose Content-Length said its size is nothing new; one nginx gzipped on the way is.
          const plainDeclared = name === 'sitemap.xml' && body.declaredBytes === Buffer.byteLength(xml);
          expect(size).toBe(plainDeclared ? null : Buffer.byteLength(xml));
          body.cancel();
        }
      } finally {
        await dispatcher.close();
      }
    });
  });
}
