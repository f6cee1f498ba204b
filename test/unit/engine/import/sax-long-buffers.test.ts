import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../../electron/engine/import/parse-xml';
import type { Problem } from '../../../../shared/problems';

/** Parses `xml` in chunks of 64 KiB, as a file is read: sax's buffer bound is met many times. */
async function parse(xml: string) {
  const bytes = Buffer.from(xml);
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
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
});
