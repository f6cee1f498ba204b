/** A table name as it may stand in a file name: letters, digits, "-" and "_", in lower case. */
export function fileSafeName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe === '' ? 'table' : safe;
}

/** `sitemap-{table}-{n}.xml.gz` → `sitemap-posts-3.xml.gz`; without gzip the name drops its ".gz", which would not be true. */
export function sitemapFileName(pattern: string, tableName: string, number: number, gzip: boolean): string {
  const name = pattern.replaceAll('{table}', fileSafeName(tableName)).replaceAll('{n}', String(number));
  return gzip ? name : name.replace(/\.gz$/i, '');
}

/** Why a file name pattern cannot be used, or null when it can. */
export function fileNamePatternProblem(pattern: string): string | null {
  if (!pattern.includes('{n}')) return `the file name pattern "${pattern}" needs {n}, the file's number`;
  if (/[/\\]/.test(pattern)) return `the file name pattern "${pattern}" may not contain a folder separator`;
  // eslint-disable-next-line no-control-regex -- control characters are what a file name may not hold
  if (/^\.|[<>:"|?*\u0000-\u001f]/.test(pattern.replaceAll('{table}', 't').replaceAll('{n}', '1'))) {
    return `the file name pattern "${pattern}" has characters a file name cannot have`;
  }
  return null;
}
