import { afterEach, describe, expect, it } from 'vitest';
import { saxFault } from '../../../../electron/engine/import/sax-fault';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { problemAt, problemText } from '../../../../shared/problems';

const state = { tags: [{ name: 'urlset' }, { name: 'url' }], tagName: 'loc', attribName: 'lang', entity: 'amp' };

afterEach(() => setActiveLocale('en'));

describe('sax’s refusals as facts', () => {
  it('reads its known words, with what it was reading, and keeps unknown words as they are', () => {
    expect(saxFault('Unclosed root tag\nLine: 3\nColumn: 1\nChar: ', state)).toEqual({
      fault: 'unclosed-root',
      tag: 'url',
    });
    expect(saxFault('Unmatched closing tag: loc\nLine: 0', state)).toEqual({ fault: 'unmatched-close', tag: 'loc' });
    expect(saxFault('Attribute without value', state)).toEqual({ fault: 'attribute-without-value', attribute: 'lang' });
    expect(saxFault('Weird empty close tag.\nLine: 0', state)).toEqual({ fault: 'empty-close' });
    expect(saxFault('Unbound namespace prefix: "image:image"', state)).toEqual({
      fault: 'unbound-prefix',
      name: 'image:image',
    });
    expect(saxFault('xmlns: prefix must be bound to http://www.w3.org/2000/xmlns/\nActual: x', state)).toEqual({
      fault: 'reserved-prefix',
      prefix: 'xmlns',
      namespace: 'http://www.w3.org/2000/xmlns/',
      actual: 'x',
    });
    expect(saxFault('Cannot write after close. Assign an onready handler.', state)).toEqual({
      fault: 'other',
      words: 'Cannot write after close. Assign an onready handler',
    });
  });

  it('says an unknown refusal in a Dutch sentence with sax’s words, and a known one in Dutch alone', () => {
    const unknown = problemAt({ file: 'a.xml' }, 'xml-malformed', {
      fault: { fault: 'other', words: 'Something new' },
    });
    const known = problemAt({ file: 'a.xml' }, 'xml-malformed', { fault: saxFault('Unencoded <', state) });
    expect([unknown.message, known.message]).toEqual([
      'The XML is not well-formed: Something new.',
      'The XML is not well-formed: Unencoded <.',
    ]);
    setActiveLocale('nl');
    expect(problemText(unknown)).toBe('De XML is niet goed gevormd: de XML-lezer meldt: Something new.');
    expect(problemText(known)).toBe('De XML is niet goed gevormd: een losse < moet als &lt; geschreven worden.');
  });
});
