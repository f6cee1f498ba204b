import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../../electron/engine/import/parse-xml';
import type { Problem } from '../../../../shared/problems';

/** Parses `xml` in chunks (64 KiB unless said), as a file is read: sax's buffer bound is met many times. */
async function parse(xml: string, chunk = 65_536) {
  const bytes = Buffer.from(xml);
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
  }
  const problems: Problem[] = [];
  const context = { file: 'f.xml', report: (item: Problem) => problems.push(item), onRow: () => undefined };
  const { document, partial } = await parseXml(chunks(), context);
  return { rows: document.rows, problems, partial };
}

const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:foo="urn:foo">';

describe('markup longer than sax’s buffer bound (kept flat: SaxLongBuffers)', () => {
  it('keeps a long comment and attribute value of an unknown element whole, and every URL after them', async () => {
    // Characters past one byte, and a last character of each piece that is a `-` or a quote's neighbour.
    const long = (seed: string): string => `${Array.from({ length: 40_000 }, (_, i) => `${seed}${i}é-`).join('')}z`;
    const comment = long('c');
    const note = long('a');
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?>${URLSET}` +
      `<url><loc>https://example.com/1</loc><foo:bar note="${note}"><!--${comment}--></foo:bar></url>` +
      `<!--${long('top')}--><?pi ${long('p')}?>` +
      '<url><loc>https://example.com/2</loc></url></urlset>';
    const { rows, problems, partial } = await parse(xml);
    expect(partial).toBe(false);
    expect(problems.map((problem) => problem.code)).toEqual(['unknown-element-kept']);
    expect(rows.map((row) => row.loc)).toEqual(['https://example.com/1', 'https://example.com/2']);
    const [kept] = rows[0]!.extra;
    expect(rows[0]!.extra).toHaveLength(1);
    expect(kept).toContain(` note="${note}"`);
    expect(kept).toContain(`<!--${comment}--></foo:bar>`);
  });

  it('still reads a long DOCTYPE and the declaration’s encoding whole', async () => {
    const system = `https://example.com/${'d'.repeat(300_000)}.dtd`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE urlset SYSTEM "${system}">${URLSET}<url><loc>https://example.com/1</loc></url></urlset>`;
    const { rows, problems } = await parse(xml);
    expect(rows).toHaveLength(1);
    expect(problems.map((problem) => problem.code)).toEqual(['doctype-ignored']);
    // Named from the DOCTYPE's first word: its whole text was handed on.
    expect(problems[0]!.message).toContain('urlset');
  });

  // The review: after a DOCTYPE, sax's doctype buffer is true; spilled, it became text, and sax took
  // the rest of the file for a DTD (every URL after a long comment lost). sax also planned no buffer check again.
  it('reads a file with a DOCTYPE and a long comment after it to its end, the comment kept flat', async () => {
    const xml =
      `<?xml version="1.0"?><!DOCTYPE urlset SYSTEM "x.dtd">${URLSET}` +
      `<url><loc>https://example.com/1</loc><foo:bar><!--${'c'.repeat(400_000)}--></foo:bar></url>` +
      `<!--${'t'.repeat(400_000)}--><url><loc><![CDATA[https://example.com/2]]></loc></url>` +
      '<url><loc>https://example.com/3</loc></url></urlset>';
    const { rows, problems, partial } = await parse(xml, 262_144);
    expect(partial).toBe(false);
    expect(problems.map((problem) => problem.code)).toEqual(['doctype-ignored', 'unknown-element-kept']);
    expect(rows.map((row) => row.loc)).toEqual([
      'https://example.com/1',
      'https://example.com/2',
      'https://example.com/3',
    ]);
    expect(rows[0]!.extra[0]).toContain(`<!--${'c'.repeat(400_000)}-->`);
  });
});
