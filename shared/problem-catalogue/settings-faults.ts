/**
 * Why an export setting or a URL cannot be used, as facts: each language's messages word them
 * (English here, Dutch in dutch/settings-faults.ts).
 */

/** Why a name cannot be a file the exporter writes. */
export type FileNameFault =
  | {
      fault:
        | 'empty'
        | 'separator'
        | 'dot-start'
        | 'control'
        | 'windows-characters'
        | 'trailing-dot-space'
        | 'windows-device'
        | 'not-a-name';
    }
  | { fault: 'too-long'; max: number };

/** Why a file name pattern cannot be used: no {n}, or a name it makes (`sample`) is no file name. */
export type PatternFault = { fault: 'no-number' } | { fault: 'name'; sample: string; name: FileNameFault };

/** Why a base URL cannot be used: not an absolute URL, or not http(s). */
export type BaseUrlFault = { fault: 'not-absolute'; text: string } | { fault: 'scheme'; scheme: string };

/** Why a URL cannot be listed by sitemaps published at a base: another scheme, host, port or folder. */
export type OutsideBase =
  | { fault: 'scheme'; scheme: string; baseScheme: string; base: string }
  | { fault: 'host'; host: string; baseHost: string }
  | { fault: 'port'; port: string; basePort: string }
  | { fault: 'directory'; directory: string; base: string };

/** A name's fault as what follows the name ("… is empty"), in English. */
export function fileNameFaultText(f: FileNameFault): string {
  switch (f.fault) {
    case 'empty':
      return 'is empty';
    case 'separator':
      return 'has a folder separator: files are written directly into the export folder';
    case 'dot-start':
      return 'starts with a dot (hidden, or a folder)';
    case 'control':
      return 'has a control character';
    case 'windows-characters':
      return 'has characters a file name cannot have on Windows (< > : " | ? *)';
    case 'trailing-dot-space':
      return 'ends with a dot or a space, which Windows drops';
    case 'windows-device':
      return 'is reserved on Windows for a device';
    case 'not-a-name':
      return 'is not a file name';
    case 'too-long':
      return `is longer than ${f.max} bytes`;
  }
}

/** A pattern's fault as a clause, in English. */
export const patternFaultText = (pattern: string, f: PatternFault): string =>
  f.fault === 'no-number'
    ? `the file name pattern ${JSON.stringify(pattern)} needs {n}, the file's number`
    : `the file name pattern ${JSON.stringify(pattern)} cannot be used: a name it makes (${JSON.stringify(f.sample)}) ${fileNameFaultText(f.name)}`;

/** A base URL's fault as a clause, in English. */
export const baseUrlFaultText = (f: BaseUrlFault): string =>
  f.fault === 'not-absolute'
    ? `"${f.text}" is not an absolute URL`
    : `sitemaps are published over http or https, not ${f.scheme}:`;

const portText = (port: string): string => (port === '' ? 'the default port' : `port ${port}`);

/** Why a URL is outside the base, as a clause, in English. */
export function outsideBaseText(f: OutsideBase): string {
  switch (f.fault) {
    case 'scheme':
      return `it uses ${f.scheme}, but the sitemaps are published on ${f.baseScheme} (${f.base})`;
    case 'host':
      return `it is on ${f.host}, but the sitemaps are published on ${f.baseHost}`;
    case 'port':
      return `it is on ${portText(f.port)}, but the sitemaps are published on ${portText(f.basePort)}`;
    case 'directory':
      return `it is not under ${f.directory}, where the sitemaps are published (${f.base})`;
  }
}
