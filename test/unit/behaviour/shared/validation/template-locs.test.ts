import { describe, expect, it } from 'vitest';
import { checkLoc } from '../../../../../shared/validation/loc-rules';

describe('a loc that is template code', () => {
  it('has one cause and one message in validation, as in the import: template code never filled in', () => {
    const found = checkLoc('{{ page_href }}', null);
    expect(found.map((item) => item.code)).toEqual(['loc-invalid']);
    expect(found[0]!.message).toBe('"{{ page_href }}" is not a URL: it is template code that was never filled in.');
  });
});
