import {
  createParser,
  type MessageNode,
  type Node,
  type PluralNode,
  type ResourceNode,
} from '@intlify/message-compiler';

/**
 * A message worded from its named values and the number that picks its plural form, as vue-i18n's
 * message context has them (-1 when no count was given).
 */
export type PlainWording = (named: Readonly<Record<string, unknown>>, pluralIndex: number) => string;

type Piece = string | { readonly name: string };

// vue-i18n's node types (a const enum in its declarations, so not importable as values).
const PLURAL = 1;
const MESSAGE = 2;
const TEXT = 3;
const NAMED = 4;
const LITERAL = 9;

/** A value as vue-i18n's interpolation shows it (its `toDisplayString`). */
function display(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  const plainObject = Object.prototype.toString.call(value) === '[object Object]';
  return Array.isArray(value) || (plainObject && (value as object).toString === Object.prototype.toString)
    ? JSON.stringify(value, null, 2)
    : String(value);
}

/** vue-i18n's default plural rule (no pluralRules are given for our languages): "one | many", or "none | one | many". */
function pluralDefault(choice: number, choices: number): number {
  const count = Math.abs(choice);
  if (choices === 2) return count === 1 ? 0 : 1;
  return Math.min(count, 2);
}

/** One form of a message: its text and placeholders in order, or null when it holds anything else. */
function piecesOf(node: MessageNode): Piece[] | null {
  const pieces: Piece[] = [];
  for (const item of node.items as Node[]) {
    const value = (item as { value?: unknown }).value;
    const key = (item as { key?: unknown }).key;
    if ((item.type === TEXT || item.type === LITERAL) && typeof value === 'string') {
      const last = pieces.length - 1;
      if (typeof pieces[last] === 'string') pieces[last] += value;
      else pieces.push(value);
    } else if (item.type === NAMED && typeof key === 'string' && key !== '') pieces.push({ name: key });
    else return null;
  }
  return pieces;
}

type FormWording = (named: Readonly<Record<string, unknown>>) => string;

function formOf(node: Node): FormWording | null {
  if (node.type !== MESSAGE) return null;
  const pieces = piecesOf(node as MessageNode);
  if (pieces === null) return null;
  if (pieces.length === 0) return () => '';
  if (pieces.length === 1 && typeof pieces[0] === 'string') {
    const text = pieces[0];
    return () => text;
  }
  return (named) => {
    let text = '';
    for (const piece of pieces) text += typeof piece === 'string' ? piece : display(named[piece.name]);
    return text;
  };
}

/**
 * A catalogue message as a plain function, reading exactly as vue-i18n's compiled message reads in
 * its message context: its own parser reads the message, and text, literals (`{'@'}`), named
 * placeholders and plural forms are joined by string concatenation. Null for a message with any
 * other syntax (linked messages, list placeholders) or one that does not compile: the caller keeps
 * vue-i18n's own function for those.
 */
export function compilePlainMessage(source: string): PlainWording | null {
  let failed = false;
  const ast: ResourceNode = createParser({ location: false, onError: () => (failed = true) }).parse(source);
  if (failed) return null;
  const body = ast.body as Node;
  if (body.type !== PLURAL) return formOf(body);
  const forms = (body as PluralNode).cases.map(formOf);
  if (forms.some((form) => form === null)) return null;
  const cases = forms as FormWording[];
  return (named, pluralIndex) => {
    // vue-i18n reads a form past the last as undefined, and translateMessage writes that as "undefined".
    const form = cases[pluralDefault(pluralIndex, cases.length)];
    return form ? form(named) : String(form);
  };
}
