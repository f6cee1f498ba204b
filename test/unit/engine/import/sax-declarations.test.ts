import { setFlagsFromString } from 'node:v8';
import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { DeclarationRefusingParser } from '../../../../electron/engine/import/sax-declarations';

class Refused extends Error {}

/** What a parser refusing declarations is told of `xml`: the opening refused, or null. */
function refusedIn(xml: string): string | null {
  const parser = new DeclarationRefusingParser(true, {});
  parser.refuseDeclarations((opening) => {
    throw new Refused(opening);
  });
  try {
    parser.write(xml).close();
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}

describe('DeclarationRefusingParser', () => {
  it('refuses a markup declaration as soon as it is longer than a comment, CDATA or DOCTYPE opening, or at its end', () => {
    expect(refusedIn(`<r><!X${'a'.repeat(100_000)}></r>`)).toBe('Xaaaaaaa');
    expect(refusedIn('<r><!X></r>')).toBe('X');
  });

  it('reads comments, CDATA and a DOCTYPE as sax does', () => {
    expect(refusedIn('<!DOCTYPE r><r><!-- a long comment --><![CDATA[text]]></r>')).toBeNull();
  });

  it("keeps the parser's properties fast (V8's own test), reading what sax buffers through its class", () => {
    // An accessor defined on the parser itself put V8's parser in dictionary mode: sax, reading its
    // state at every character, took twice the CPU (the streaming export of a 1M-URL set, 21.9 → 45.1 s).
    const parser = new DeclarationRefusingParser(true, {});
    parser.refuseDeclarations(() => {
      throw new Refused();
    });
    parser.write('<!DOCTYPE r><r><!-- a comment --><![CDATA[text]]><u a="1">text</u>');
    expect(hasFastProperties(parser)).toBe(true);
    // The probe tells the two apart: sax's parser whose own sgmlDecl is made an accessor has slow properties.
    const watched = new sax.SAXParser(true, {});
    Object.defineProperty(watched, 'sgmlDecl', { get: () => '', set: () => undefined });
    expect(hasFastProperties(watched)).toBe(false);
  });
});

/** V8's %HasFastProperties, its natives syntax allowed for the functions compiled from now on. */
function hasFastProperties(value: object): boolean {
  setFlagsFromString('--allow-natives-syntax');
  // A function compiled now: natives syntax parses only in code compiled after the flag is set.
  const probe = new Function('value', 'return %HasFastProperties(value)') as (value: object) => boolean;
  setFlagsFromString('--no-allow-natives-syntax');
  return probe(value);
}
