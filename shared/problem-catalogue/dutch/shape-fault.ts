import { formatCount } from '../../format';
import { formatShapePath, type Expectation, type Found, type ShapeFault } from '../../shape-facts';

/** Nederlands: wat een waarde in het document had moeten zijn. */
export function dutchExpectationText(expected: Expectation): string {
  switch (expected.is) {
    case 'text':
      return 'tekst';
    case 'flag':
      return 'true of false';
    case 'number-or-blank':
      return 'een getal, of null voor een leeg veld';
    case 'object':
      return 'een object';
    case 'list':
      return 'een lijst';
    case 'preferences':
      return 'voorkeuren';
    case 'whole-number':
      return `een geheel getal van ${formatCount(expected.min)} tot en met ${formatCount(expected.max)}`;
    case 'number':
      return `een getal van ${expected.min} tot en met ${expected.max}`;
    case 'short-list':
      return `een lijst van maximaal ${formatCount(expected.most)} items`;
    case 'short-text':
      return `tekst van maximaal ${formatCount(expected.most)} tekens`;
    case 'one-of':
      return `een van ${expected.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'or-null':
      return `${dutchExpectationText(expected.shape)} of null`;
  }
}

/** Nederlands: wat er in plaats daarvan stond. */
export function dutchFoundText(found: Found): string {
  switch (found.is) {
    case 'null':
      return 'null';
    case 'nothing':
      return 'niets';
    case 'list':
      return 'een lijst';
    case 'object':
      return 'een object';
    case 'text':
      return `de tekst ${JSON.stringify(found.text)}${found.clipped ? '…' : ''}`;
    case 'number':
      return `het getal ${found.value}`;
    case 'long-list':
      return `een lijst van ${formatCount(found.length)} items`;
    case 'long-text':
      return `tekst van ${formatCount(found.length)} tekens`;
    case 'other':
      return found.text;
    case 'unknown-settings':
      return `instellingen die niet bestaan: ${found.paths.join(', ')}`;
  }
}

/** Nederlands: `tables[0].name: tekst verwacht, niets gevonden`. */
export const dutchShapeFaultText = (fault: ShapeFault): string =>
  `${formatShapePath(fault.path, 'het hoogste niveau')}: ${dutchExpectationText(fault.expected)} verwacht, ${dutchFoundText(fault.found)} gevonden`;
