import { formatCount } from '../format';
import { formatShapePath, type Expectation, type Found, type ShapeFault } from '../shape-facts';

/*
 * What a JSON document's value had to be and was instead, in English (Dutch in dutch/shape-fault.ts):
 * "tables[0].name: expected text, found nothing".
 */

export function expectationText(expected: Expectation): string {
  switch (expected.is) {
    case 'text':
      return 'text';
    case 'flag':
      return 'true or false';
    case 'number-or-blank':
      return 'a number, or null for a blank field';
    case 'object':
      return 'an object';
    case 'list':
      return 'a list';
    case 'preferences':
      return 'preferences';
    case 'whole-number':
      return `a whole number from ${formatCount(expected.min)} to ${formatCount(expected.max)}`;
    case 'number':
      return `a number from ${expected.min} to ${expected.max}`;
    case 'short-list':
      return `a list of at most ${formatCount(expected.most)} items`;
    case 'short-text':
      return `text of at most ${formatCount(expected.most)} characters`;
    case 'one-of':
      return `one of ${expected.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'or-null':
      return `${expectationText(expected.shape)} or null`;
  }
}

export function foundText(found: Found): string {
  switch (found.is) {
    case 'null':
      return 'null';
    case 'nothing':
      return 'nothing';
    case 'list':
      return 'a list';
    case 'object':
      return 'an object';
    case 'text':
      return `the text ${JSON.stringify(found.text)}${found.clipped ? '…' : ''}`;
    case 'number':
      return `the number ${found.value}`;
    case 'long-list':
      return `a list of ${formatCount(found.length)} items`;
    case 'long-text':
      return `text of ${formatCount(found.length)} characters`;
    case 'other':
      return found.text;
    case 'unknown-settings':
      return `settings that are not: ${found.paths.join(', ')}`;
  }
}

/** `tables[0].name: expected text, found nothing`. */
export const shapeFaultText = (fault: ShapeFault): string =>
  `${formatShapePath(fault.path)}: expected ${expectationText(fault.expected)}, found ${foundText(fault.found)}`;
