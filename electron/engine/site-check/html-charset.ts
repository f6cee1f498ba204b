import { TextDecoder } from 'node:util';
/** How many bytes a page's own charset declaration must come within (the HTML standard's prescan). */
export const CHARSET_PRESCAN_BYTES = 1024;

/**
 * True when the first bytes of a page suffice to pick its encoding: a byte order mark, a charset
 * declaration, or the end of the head (where none can follow) — so a page that arrives slowly is
 * not held until its first kilobyte is in.
 */
export function encodingDecidable(headerCharset: string | null, firstBytes: Buffer): boolean {
  if (firstBytes.length >= CHARSET_PRESCAN_BYTES || bomEncoding(firstBytes) !== null) return true;
  if (headerCharset !== null && knownEncoding(headerCharset) !== null) return true;
  const text = firstBytes.toString('latin1');
  return prescanCharset(firstBytes) !== null || /<\/head|<body/i.test(text);
}

/** The charset parameter of a Content-Type, or null. */
export function contentTypeCharset(contentType: string | null): string | null {
  const match = contentType === null ? null : /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType);
  return match ? match[1]! : null;
}

/**
 * The encoding to decode a page with, as a browser picks it: a byte order mark, else the
 * Content-Type's charset, else a `<meta charset>` or `<meta http-equiv=Content-Type>` within the
 * first bytes, else UTF-8. Unknown labels fall through to the next source.
 */
export function pickEncoding(headerCharset: string | null, firstBytes: Buffer): string {
  const bom = bomEncoding(firstBytes);
  if (bom) return bom;
  const fromHeader = headerCharset && knownEncoding(headerCharset);
  if (fromHeader) return fromHeader;
  const declared = prescanCharset(firstBytes.subarray(0, CHARSET_PRESCAN_BYTES));
  const fromMeta = declared && knownEncoding(declared);
  // A page cannot declare itself UTF-16 in ASCII bytes: the standard reads that as UTF-8.
  if (fromMeta) return fromMeta.startsWith('utf-16') ? 'utf-8' : fromMeta;
  return 'utf-8';
}

function bomEncoding(bytes: Buffer): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** A meta's charset in ASCII-compatible bytes: both forms name it after "charset=". */
function prescanCharset(bytes: Buffer): string | null {
  const match = /<meta\s[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(bytes.toString('latin1'));
  return match ? match[1]! : null;
}

/** The WHATWG name of an encoding label Node's TextDecoder knows, or null. */
function knownEncoding(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}
