import sax from 'sax';
import { resolveNamespaces, type XmlElement } from '../../electron/engine/import/namespace-scopes';

/** What a parse saw of elements and errors, with everything sax's namespace mode tells of each. */
export type NamespaceEvent =
  | { open: Omit<XmlElement, 'attributes'>; attributes: Array<[string, unknown]> }
  | { close: string }
  | { error: string; line: number; column: number };

/**
 * The elements and errors of `xml` as sax's own namespace mode (`sax`) or resolveNamespaces over
 * sax without it (`scopes`) gives them, fed in chunks of `chunk` characters. `stopAtError` stops at
 * the first error, as the importer does; otherwise parsing goes on past errors, as sax allows.
 */
export function namespaceEvents(
  xml: string,
  resolver: 'sax' | 'scopes',
  { chunk = 4096, stopAtError = true }: { chunk?: number; stopAtError?: boolean } = {},
): NamespaceEvent[] {
  const events: NamespaceEvent[] = [];
  const parser = sax.parser(true, {
    xmlns: resolver === 'sax',
    position: true,
    strictEntities: true,
  } as sax.SAXOptions);
  const open = (element: XmlElement): void => {
    const { name, prefix, local, uri } = element;
    events.push({ open: { name, prefix, local, uri }, attributes: Object.entries(element.attributes) });
  };
  const close = (name: string): void => void events.push({ close: name });
  const stop = new Error('stop');
  parser.onerror = (error) => {
    events.push({ error: error.message, line: parser.line, column: parser.column });
    if (stopAtError) throw stop;
    parser.resume();
  };
  if (resolver === 'sax') {
    parser.onopentag = (tag) => open(tag as sax.QualifiedTag);
    parser.onclosetag = close;
  } else {
    resolveNamespaces(parser, open, close);
  }
  try {
    for (let at = 0; at < xml.length; at += chunk) parser.write(xml.slice(at, at + chunk));
    parser.close();
  } catch (error) {
    if (error !== stop) throw error;
  }
  return events;
}
