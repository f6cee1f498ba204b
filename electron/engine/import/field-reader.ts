import type { TextWithAttributes } from '../../../shared/url-table';
import { escapeAttribute, escapeXml as escapeText } from '../xml-text';
import type { CollectedField } from './record-collector';

/**
 * Turns collected fields into a typed entry. Each field is taken once; a field the model has
 * room for only once but that appeared twice is returned by `leftovers()` as raw XML, so it is
 * still written back.
 */
export class FieldReader {
  private readonly taken = new Set<CollectedField>();

  constructor(
    private readonly fields: readonly CollectedField[],
    private readonly ns: string,
  ) {}

  one(path: string): string | null {
    return this.first(path)?.value ?? null;
  }

  many(path: string): string[] {
    return this.all(path).map((field) => field.value);
  }

  oneWith<A extends string>(path: string, names: readonly A[]): TextWithAttributes<A> | null {
    const field = this.first(path);
    return field ? withAttributes(field, names) : null;
  }

  manyWith<A extends string>(path: string, names: readonly A[]): TextWithAttributes<A>[] {
    return this.all(path).map((field) => withAttributes(field, names));
  }

  /** Fields not taken, as standalone XML in the extension's namespace. */
  leftovers(): string[] {
    return this.notTaken().map((field) => fieldXml(field, this.ns));
  }

  /** The paths of the fields not taken: each a repeat of one the model holds once. */
  leftoverPaths(): string[] {
    return this.notTaken().map((field) => field.path);
  }

  private notTaken(): CollectedField[] {
    return this.fields.filter((field) => !this.taken.has(field));
  }

  private first(path: string): CollectedField | undefined {
    const field = this.fields.find((candidate) => candidate.path === path);
    if (field) this.taken.add(field);
    return field;
  }

  private all(path: string): CollectedField[] {
    const found = this.fields.filter((candidate) => candidate.path === path);
    for (const field of found) this.taken.add(field);
    return found;
  }
}

function withAttributes<A extends string>(field: CollectedField, names: readonly A[]): TextWithAttributes<A> {
  const attributes = {} as Record<A, string | null>;
  for (const name of names) attributes[name] = field.attributes[name] ?? null;
  return { value: field.value, attributes };
}

function fieldXml(field: CollectedField, ns: string): string {
  const names = field.path.split('/');
  const leaf = names.pop()!;
  const attributes = Object.entries(field.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  let xml = `<${leaf}${attributes}>${escapeText(field.value)}</${leaf}>`;
  for (const container of names.reverse()) xml = `<${container}>${xml}</${container}>`;
  return xml.replace(/^<([\w.-]+)/, `<$1 xmlns="${escapeAttribute(ns)}"`);
}
