import type { Locale } from '../i18n/locales';
import { partIn } from './render-words';
import { part, type Part } from './wording';

/*
 * Why an export setting or a URL cannot be used, as facts: the catalogues' messages word them
 * (`problemParts.fileName`, `.baseUrl`, `.outsideBase`).
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
        | 'not-a-name'
        /** The folder's robots.txt: an index's name only (indexNameProblem). */
        | 'robots-txt'
        /** A project file's name (.sitemapstudio): an export could replace the project it was made from. */
        | 'project-file';
    }
  | { fault: 'too-long'; max: number };

/** Why a file name pattern cannot be used: no {n}, or a name it makes (`sample`) is no file name. */
export type PatternFault = { fault: 'no-number' } | { fault: 'name'; sample: string; name: FileNameFault };

/** Why a base URL cannot be used: not an absolute URL, or not http(s). */
export type BaseUrlFault =
  | { fault: 'not-absolute'; text: string }
  | { fault: 'scheme'; scheme: string }
  /** A user name or password, which no published URL carries: it would be dropped unsaid. */
  | { fault: 'credentials' }
  /** A query or fragment, which a folder to publish files in has none of: it would be dropped. */
  | { fault: 'query'; part: string };

/** Why a URL cannot be listed by sitemaps published at a base: another scheme, host, port or folder. */
export type OutsideBase =
  | { fault: 'scheme'; scheme: string; baseScheme: string; base: string }
  | { fault: 'host'; host: string; baseHost: string }
  | { fault: 'port'; port: string; basePort: string }
  | { fault: 'directory'; directory: string; base: string };

const FILE_NAME: Record<FileNameFault['fault'], string> = {
  empty: 'empty',
  separator: 'separator',
  'dot-start': 'dotStart',
  control: 'control',
  'windows-characters': 'windowsCharacters',
  'trailing-dot-space': 'trailingDotSpace',
  'windows-device': 'windowsDevice',
  'not-a-name': 'notAName',
  'robots-txt': 'robotsTxt',
  'project-file': 'projectFile',
  'too-long': 'tooLong',
};

/** A name's fault as what follows the name ("… is empty"). */
export const fileNameFaultWords = (f: FileNameFault): Part =>
  part(`problemParts.fileName.${FILE_NAME[f.fault]}`, f.fault === 'too-long' ? { max: String(f.max) } : {});

/** A name's fault in a language (English unless one is given). */
export const fileNameFaultText = (f: FileNameFault, locale: Locale = 'en'): string =>
  partIn(fileNameFaultWords(f), locale);

/** A base URL's fault as a clause. */
export function baseUrlFaultWords(f: BaseUrlFault): Part {
  switch (f.fault) {
    case 'not-absolute':
      return part('problemParts.baseUrl.notAbsolute', { text: f.text });
    case 'scheme':
      return part('problemParts.baseUrl.scheme', { scheme: f.scheme });
    case 'credentials':
      return part('problemParts.baseUrl.credentials');
    case 'query':
      return part('problemParts.baseUrl.query', { part: f.part });
  }
}

const portWords = (port: string): Part =>
  port === '' ? part('problemParts.port.default') : part('problemParts.port.numbered', { port });

/** Why a URL is outside the base, as a clause. */
export function outsideBaseWords(f: OutsideBase): Part {
  const key = 'problemParts.outsideBase';
  switch (f.fault) {
    case 'scheme':
      return part(`${key}.scheme`, { scheme: f.scheme, baseScheme: f.baseScheme, base: f.base });
    case 'host':
      return part(`${key}.host`, { host: f.host, baseHost: f.baseHost });
    case 'port':
      return part(`${key}.port`, { port: portWords(f.port), basePort: portWords(f.basePort) });
    case 'directory':
      return part(`${key}.directory`, { directory: f.directory, base: f.base });
  }
}
