import { TextDecoder } from 'node:util';

/** How far into a file its XML declaration is looked for: it stands first, and is short. */
const DECLARATION_BYTES = 1024;

/**
 * The encoding the XML declaration at the start of `head` names, as TextDecoder knows it, when that
 * is not UTF-8: a sitemap in ISO-8859-1, windows-1252 or Shift_JIS (which search engines do not take,
 * but xmllint and Python read) is read in it, not as UTF-8 stopped at the first byte past ASCII.
 * Null for UTF-8, UTF-16 (told and refused by the sniff), a name TextDecoder does not know, or none.
 */
export function declaredEncoding(head: Uint8Array): string | null {
  const start = Buffer.from(head.subarray(0, DECLARATION_BYTES)).toString('latin1');
  const named = /^(?:\u00ef\u00bb\u00bf)?<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(start)?.[1];
  if (named === undefined) return null;
  let encoding: string;
  try {
    encoding = new TextDecoder(named).encoding;
  } catch {
    return null; // a name no decoder knows: read as UTF-8, as before, and said so
  }
  return encoding === 'utf-8' || encoding.startsWith('utf-16') ? null : encoding;
}

/** Whether `head` holds enough to tell its declaration: its first `>`, or as many bytes as a declaration takes. */
export const headTells = (head: Uint8Array): boolean => head.includes(0x3e) || head.length >= DECLARATION_BYTES;

/** A streaming decoder of a declared encoding (declaredEncoding): a byte it cannot map becomes U+FFFD, which the rules on each field find. */
export class DeclaredDecoder {
  private readonly decoder: TextDecoder;

  constructor(readonly encoding: string) {
    this.decoder = new TextDecoder(encoding);
  }

  decode(chunk: Uint8Array): string {
    return this.decoder.decode(chunk, { stream: true });
  }

  end(): string {
    return this.decoder.decode();
  }
}
