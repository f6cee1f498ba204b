import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The team's corpus: $SITEMAP_CORPUS, or ../shared/corpus beside the repo; null when absent. */
export function corpusDir(): string | null {
  const dir = process.env['SITEMAP_CORPUS'] ?? resolve(__dirname, '../../../shared/corpus');
  return existsSync(join(dir, 'MANIFEST.tsv')) ? dir : null;
}

export const CORPUS_MISSING =
  'The corpus is not here (set SITEMAP_CORPUS or put the team kit at ../shared/corpus): corpus tests are skipped.';

export type ManifestRow = Record<string, string> & { file: string; category: string; kind: string; url_count: string };

/** MANIFEST.tsv as objects keyed by its header. */
export function readManifest(dir: string): ManifestRow[] {
  const [header, ...lines] = readFileSync(join(dir, 'MANIFEST.tsv'), 'utf8').trimEnd().split('\n');
  const keys = header!.split('\t');
  return lines.map(
    (line) => Object.fromEntries(line.split('\t').map((value, index) => [keys[index], value])) as ManifestRow,
  );
}
