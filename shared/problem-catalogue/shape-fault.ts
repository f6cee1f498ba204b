import { formatCount } from '../format';
import { formatShapePath, type Expectation, type Found, type ShapeFault } from '../shape-facts';
import { partIn } from './render-words';
import { part, type Part } from './wording';

/*
 * What a JSON document's value had to be and was instead, as messages of the catalogues
 * (`problemParts.shape`): "tables[0].name: expected text, found nothing".
 */

const KEY = 'problemParts.shape';

export function expectationWords(expected: Expectation): Part {
  switch (expected.is) {
    case 'text':
    case 'flag':
    case 'object':
    case 'list':
    case 'preferences':
      return part(`${KEY}.expected.${expected.is}`);
    case 'number-or-blank':
      return part(`${KEY}.expected.numberOrBlank`);
    case 'no-member':
      return part(`${KEY}.expected.noMember`);
    case 'whole-number':
      return part(`${KEY}.expected.wholeNumber`, { min: formatCount(expected.min), max: formatCount(expected.max) });
    case 'number':
      return part(`${KEY}.expected.number`, { min: String(expected.min), max: String(expected.max) });
    case 'short-list':
      return part(`${KEY}.expected.shortList`, { most: formatCount(expected.most) });
    case 'short-text':
      return part(`${KEY}.expected.shortText`, { most: formatCount(expected.most) });
    case 'one-of':
      return part(`${KEY}.expected.oneOf`, {
        values: expected.values.map((value) => JSON.stringify(value)).join(', '),
      });
    case 'or-null':
      return part(`${KEY}.expected.orNull`, { shape: expectationWords(expected.shape) });
  }
}

export function foundWords(found: Found): Part {
  switch (found.is) {
    case 'null':
    case 'nothing':
    case 'list':
    case 'object':
      return part(`${KEY}.found.${found.is}`);
    case 'text':
      return part(found.clipped ? `${KEY}.found.textClipped` : `${KEY}.found.text`, {
        text: JSON.stringify(found.text),
      });
    case 'number':
      return part(`${KEY}.found.number`, { value: String(found.value) });
    case 'long-list':
      return part(`${KEY}.found.longList`, { length: formatCount(found.length) });
    case 'long-text':
      return part(`${KEY}.found.longText`, { length: formatCount(found.length) });
    case 'other':
      return part(`${KEY}.found.other`, { text: found.text });
    case 'unknown-settings':
      return part(`${KEY}.found.unknownSettings`, { paths: found.paths.join(', ') });
  }
}

/** `tables[0].name: expected text, found nothing`. */
export const shapeFaultWords = (fault: ShapeFault): Part =>
  part(`${KEY}.fault`, {
    path: fault.path.length === 0 ? part(`${KEY}.topLevel`) : formatShapePath(fault.path),
    expected: expectationWords(fault.expected),
    found: foundWords(fault.found),
  });

/** What a value had to be, in English (an Error's message). */
export const expectationText = (expected: Expectation): string => partIn(expectationWords(expected), 'en');

/** What a value was instead, in English (an Error's message). */
export const foundText = (found: Found): string => partIn(foundWords(found), 'en');
