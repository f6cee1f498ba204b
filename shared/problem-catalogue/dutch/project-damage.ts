import { formatCount } from '../../format';
import type { ProjectDamage, ReadingPlace, RecordFault } from '../project-damage';
import { dutchShapeFaultText } from './shape-fault';

const GZIP: Record<string, string> = {
  Z_BUF_ERROR: 'de gzip-gegevens houden te vroeg op',
  Z_DATA_ERROR: 'de gzip-gegevens zijn beschadigd',
};

function dutchRecordFaultText(f: RecordFault): string {
  switch (f.fault) {
    case 'json':
      return f.position === null ? 'de JSON is ongeldig' : `de JSON is ongeldig bij positie ${f.position}`;
    case 'gzip':
      return `${GZIP[f.code] ?? 'de gzip-gegevens zijn onleesbaar'} (${f.code})`;
    case 'other':
      return `het lezen mislukte: ${f.words}`;
    case 'not-object':
      return 'een record is geen object';
    case 'too-long':
      return `een record is langer dan ${formatCount(f.limit)} bytes`;
    case 'table-order':
      return `er kwam een record van tabel ${f.table} waar tabel ${f.due} aan de beurt was`;
    case 'row-order':
      return `er kwam een record vanaf rij ${f.from} waar rij ${f.due} aan de beurt was`;
    case 'checks-early':
      return `er kwam een record met resultaten van de sitecontrole waar tabel ${f.due} aan de beurt was`;
    case 'check-order':
      return `er kwam een record vanaf resultaat ${f.from} van de sitecontrole waar resultaat ${f.due} aan de beurt was`;
    case 'checks-beyond':
      return `er kwam een record met resultaten van de sitecontrole na de ${formatCount(f.count)} die de kop telt`;
    case 'checks-too-large':
      return `de resultaten van de sitecontrole zijn samen groter dan ${formatCount(f.limit)} bytes`;
    case 'list-size':
      return f.size === null
        ? `een record bevat geen lijst met ${f.of === 'rows' ? 'rijen' : 'resultaten van de sitecontrole'}`
        : `een record bevat ${f.size} ${f.of === 'rows' ? 'rijen' : 'resultaten van de sitecontrole'}`;
  }
}

function dutchPlaceText(place: ReadingPlace): string {
  switch (place.at) {
    case 'table':
      return `bij tabel "${place.table}", na rij ${formatCount(place.row)}`;
    case 'checks':
      return `bij de resultaten van de sitecontrole, na resultaat ${formatCount(place.after)}`;
    case 'end':
      return 'na de laatste rij';
  }
}

/** Nederlands: wat er mis is met een projectbestand, als zin na zijn naam. */
export function dutchProjectDamageText(file: string, d: ProjectDamage): string {
  switch (d.damage) {
    case 'rows-short':
      return `${file} is beschadigd en kan niet worden geopend: het houdt te vroeg op: tabel "${d.table}" heeft ${formatCount(d.rows)} van de ${formatCount(d.of)} rijen.`;
    case 'checks-short':
      return `${file} is beschadigd en kan niet worden geopend: het houdt te vroeg op: het heeft ${formatCount(d.checks)} van de ${formatCount(d.of)} resultaten van de sitecontrole.`;
    case 'record': {
      const where = d.at ? ` (regel ${d.at.line}, ${dutchPlaceText(d.at.place)})` : '';
      return `${file} is beschadigd en kan niet worden geopend: ${dutchRecordFaultText(d.fault)}${where}.`;
    }
    case 'shape':
      return `${file} is beschadigd bij ${d.line === null ? '' : `regel ${d.line}, `}${dutchShapeFaultText(d.fault)}.`;
  }
}
