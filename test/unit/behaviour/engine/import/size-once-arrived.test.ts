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
const xmlBytes = Buffer.byteLength(xml);

const agent = () => createHttpAgent({ connections: 2, maxResponseBytes: 100 * 1024 * 1024, endBodyPastMax: true });

for (const kind of REAL_SERVERS) {
  // nginx gzips XML on the way, as real sites have it; Python's servers send it as it is, with its size.
  const gzipsOnTheWay = kind.name.startsWith('nginx');

  describe(`what a download comes to, told once it has all arrived, before it is read: ${kind.name}`, () => {
    const served = useRealServer(kind, async (dir) => {
      await writeFile(join(dir, 'sitemap.xml.gz'), gzipSync(xml));
      await writeFile(join(dir, 'sitemap.xml'), xml);
    });

    it('a gzip file: its inflated size, from its trailer, its Content-Length being the compressed one', async () => {
      const dispatcher = agent();
      try {
        const body = await httpGet(`${served().server.origin}/sitemap.xml.gz`, {
          ...DEFAULT_IMPORT_OPTIONS,
          dispatcher,
        });
        expect(body.declaredBytes).toBeLessThan(xmlBytes / 10);
        // Not read: the server sends it all, and the spool tells what it comes to.
        expect(await body.sizeOnceArrived).toBe(xmlBytes);
        body.cancel();
      } finally {
        await dispatcher.close();
      }
    });

    it(
      gzipsOnTheWay
        ? 'an XML file gzipped on the way, without a Content-Length: what it decodes to'
        : 'an XML file sent with its Content-Length: nothing new',
      async () => {
        const dispatcher = agent();
        try {
          const body = await httpGet(`${served().server.origin}/sitemap.xml`, {
            ...DEFAULT_IMPORT_OPTIONS,
            dispatcher,
          });
          expect(body.declaredBytes).toBe(gzipsOnTheWay ? null : xmlBytes);
          expect(await body.sizeOnceArrived).toBe(gzipsOnTheWay ? xmlBytes : null);
          body.cancel();
        } finally {
          await dispatcher.close();
        }
      },
    );

    if (gzipsOnTheWay)
      it('nothing of a body cut short at the download cap: its last bytes are no trailer', async () => {
        const dispatcher = createHttpAgent({ connections: 2, maxResponseBytes: 20_000, endBodyPastMax: true });
        try {
          const options = { ...DEFAULT_IMPORT_OPTIONS, maxDownloadBytes: 20_000, dispatcher };
          const body = await httpGet(`${served().server.origin}/sitemap.xml`, options);
          expect(await body.sizeOnceArrived).toBeNull();
          body.cancel();
        } finally {
          await dispatcher.close();
        }
      });
  });
}
