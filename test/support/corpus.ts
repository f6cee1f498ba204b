import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The team's corpus: `$SITEMAP_CORPUS`, or `../shared/corpus` beside the repository. Never copied in. */
export const CORPUS_DIR = process.env['SITEMAP_CORPUS'] ?? resolve(__dirname, '../../../shared/corpus');
export const corpusAvailable = existsSync(join(CORPUS_DIR, 'MANIFEST.tsv'));

export const CORPUS_MISSING =
  'The corpus is not here (set SITEMAP_CORPUS or put the team kit at ../shared/corpus): corpus tests are skipped.';

/** The corpus folder, or null when it is absent (for a skip guard). */
export function corpusDir(): string | null {
  return corpusAvailable ? CORPUS_DIR : null;
}

/** Logs once per file why its tests are skipped, so a green run without the corpus is not mistaken for coverage. */
export function noteCorpus(what: string): void {
  if (!corpusAvailable) console.warn(`[conformance] ${what}: skipped, no corpus at ${CORPUS_DIR}. ${CORPUS_MISSING}`);
}

export function corpusPath(...parts: string[]): string {
  return join(CORPUS_DIR, ...parts);
}

export function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(corpusPath(...parts), 'utf8')) as T;
}

/** One line of MANIFEST.tsv. */
export interface ManifestRow {
  file: string;
  category: string;
  kind: string;
  urlCount: number;
  /** False only for XML that libxml2 rejected; text files have no verdict and count as read. */
  wellformed: boolean;
  firstError: string;
}

export function readManifest(): ManifestRow[] {
  const [header, ...lines] = readFileSync(corpusPath('MANIFEST.tsv'), 'utf8').trimEnd().split('\n');
  const columns = header!.split('\t');
  const at = (cells: string[], name: string): string => cells[columns.indexOf(name)] ?? '';
  return lines.map((line) => {
    const cells = line.split('\t');
    return {
      file: at(cells, 'file'),
      category: at(cells, 'category'),
      kind: at(cells, 'kind'),
      urlCount: Number(at(cells, 'url_count')),
      wellformed: at(cells, 'wellformed') !== 'fail',
      firstError: at(cells, 'first_error'),
    };
  });
}
