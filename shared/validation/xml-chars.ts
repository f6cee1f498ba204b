import { fitsUtf8 } from '../columnar/utf8-text';

/**
 * The characters XML 1.0 holds in no form, not even as a reference, but for the lone surrogates
 * fitsUtf8 finds: C0 controls other than tab, LF and CR, and U+FFFE and U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Where in `text` each character XML holds in no form is (the lone surrogates aside), in order. */
export function* notXmlCharsIn(text: string): Generator<number> {
  NOT_XML_CHARS.lastIndex = 0;
  for (let found = NOT_XML_CHARS.exec(text); found !== null; found = NOT_XML_CHARS.exec(text)) yield found.index;
}

/** Whether XML cannot hold `text` as written: a file holding it is not XML, and a reader refuses it whole. */
export const xmlCannotHold = (text: string): boolean => !fitsUtf8(text) || NOT_XML_CHAR.test(text);
