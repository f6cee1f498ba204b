import type { BaseUrlFault, FileNameFault, OutsideBase, PatternFault } from '../settings-faults';

/** Nederlands: wat er mis is met een naam ("… is leeg"). */
export function dutchFileNameFaultText(f: FileNameFault): string {
  switch (f.fault) {
    case 'empty':
      return 'is leeg';
    case 'separator':
      return 'bevat een mapscheidingsteken: bestanden komen direct in de exportmap';
    case 'dot-start':
      return 'begint met een punt (verborgen, of een map)';
    case 'control':
      return 'bevat een stuurteken';
    case 'windows-characters':
      return 'bevat tekens die een bestandsnaam op Windows niet mag hebben (< > : " | ? *)';
    case 'trailing-dot-space':
      return 'eindigt op een punt of spatie, die Windows weglaat';
    case 'windows-device':
      return 'is op Windows gereserveerd voor een apparaat';
    case 'not-a-name':
      return 'is geen bestandsnaam';
    case 'too-long':
      return `is langer dan ${f.max} bytes`;
  }
}

/** Nederlands: wat er mis is met een bestandsnaampatroon. */
export const dutchPatternFaultText = (pattern: string, f: PatternFault): string =>
  f.fault === 'no-number'
    ? `het bestandsnaampatroon ${JSON.stringify(pattern)} heeft {n} nodig, het nummer van het bestand`
    : `het bestandsnaampatroon ${JSON.stringify(pattern)} is niet bruikbaar: een naam die het maakt (${JSON.stringify(f.sample)}) ${dutchFileNameFaultText(f.name)}`;

/** Nederlands: wat er mis is met een basis-URL. */
export const dutchBaseUrlFaultText = (f: BaseUrlFault): string =>
  f.fault === 'not-absolute'
    ? `"${f.text}" is geen absolute URL`
    : `sitemaps worden gepubliceerd via http of https, niet via ${f.scheme}:`;

const portText = (port: string): string => (port === '' ? 'de standaardpoort' : `poort ${port}`);

/** Nederlands: waarom een URL buiten de basis valt. */
export function dutchOutsideBaseText(f: OutsideBase): string {
  switch (f.fault) {
    case 'scheme':
      return `hij gebruikt ${f.scheme}, maar de sitemaps worden gepubliceerd via ${f.baseScheme} (${f.base})`;
    case 'host':
      return `hij staat op ${f.host}, maar de sitemaps worden gepubliceerd op ${f.baseHost}`;
    case 'port':
      return `hij staat op ${portText(f.port)}, maar de sitemaps worden gepubliceerd op ${portText(f.basePort)}`;
    case 'directory':
      return `hij staat niet onder ${f.directory}, waar de sitemaps worden gepubliceerd (${f.base})`;
  }
}
