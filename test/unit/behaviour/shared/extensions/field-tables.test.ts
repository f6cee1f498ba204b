import { describe, expect, it } from 'vitest';
import { ALTERNATE_EDITOR, ALTERNATE_TABLE } from '../../../../../shared/extensions/alternate-fields';
import { blankEntry } from '../../../../../shared/extensions/entry-values';
import type { EditorGroup, ExtensionTable, FieldSpec } from '../../../../../shared/extensions/field-table';
import { IMAGE_EDITOR, IMAGE_TABLE } from '../../../../../shared/extensions/image-fields';
import { NEWS_EDITOR, NEWS_TABLE } from '../../../../../shared/extensions/news-fields';
import { VIDEO_EDITOR, VIDEO_TABLE } from '../../../../../shared/extensions/video-fields';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { checkExtensions } from '../../../../../shared/validation/extension-rules';
import type { RowField } from '../../../../../shared/validation/field-problem';
import { importAll } from '../../../../support/import-helpers';
import { serializeUrlset } from '../../../../support/plain-serializer';
import { useTempDir } from '../../../../support/use-temp-dir';

/**
 * "A new field is one entry": these tests walk every table, so an entry the parser, the serializer,
 * the rules or the details panel do not follow fails here, whatever the field is.
 */

interface Extension {
  name: string;
  /** The row field its problems sit on (the catalogue's field of every code its table names). */
  field: RowField;
  table: ExtensionTable;
  editor: readonly EditorGroup<readonly FieldSpec[]>[];
  /** A row holding `entry` (an image, a video, news, an alternate). */
  rowWith: (loc: string, entry: Record<string, unknown>) => UrlRow;
}

const EXTENSIONS: Extension[] = [
  {
    name: 'image',
    field: 'images',
    table: IMAGE_TABLE,
    editor: IMAGE_EDITOR,
    rowWith: (loc, e) => row(loc, { images: [entry(e)] }),
  },
  {
    name: 'video',
    field: 'videos',
    table: VIDEO_TABLE,
    editor: VIDEO_EDITOR,
    rowWith: (loc, e) => row(loc, { videos: [entry(e)] }),
  },
  {
    name: 'news',
    field: 'news',
    table: NEWS_TABLE,
    editor: NEWS_EDITOR,
    rowWith: (loc, e) => row(loc, { news: entry(e) }),
  },
  {
    name: 'alternate',
    field: 'alternates',
    table: ALTERNATE_TABLE,
    editor: ALTERNATE_EDITOR,
    rowWith: (loc, e) => row(loc, { alternates: [e as never] }),
  },
];

const row = (loc: string, change: Partial<UrlRow>): UrlRow => ({ ...emptyRow(loc), ...change });
const entry = (fields: Record<string, unknown>): never => ({ ...fields, extra: [] }) as never;

/** A value for `field` that needs escaping, different for every field and attribute. */
function generated(field: FieldSpec): unknown {
  const text = (name: string) => `${name} & <${name}> "quoted"`;
  if (field.fields) return Object.fromEntries(field.fields.map((inner) => [inner.key, generated(inner)]));
  const one = (n: number) =>
    field.attributes
      ? {
          value: text(`${field.key} ${n}`),
          attributes: Object.fromEntries(field.attributes.map((a) => [a.name, text(`${a.name} ${n}`)])),
        }
      : text(`${field.key} ${n}`);
  return field.many ? [one(1), one(2)] : one(1);
}

/** One row per field: the extension's entry with only that field set; then one row with every field set. */
function rowsOf(extension: Extension): UrlRow[] {
  const { fields } = extension.table;
  const loc = (key: string) => `https://example.com/${extension.name}/${key}`;
  const rows = fields.map((field) =>
    extension.rowWith(loc(field.key), { ...blankEntry(fields), [field.key]: generated(field) }),
  );
  const full = Object.fromEntries(fields.map((field) => [field.key, generated(field)]));
  return [...rows, extension.rowWith(loc('all'), full)];
}

describe.each(EXTENSIONS)('the $name field table', (extension) => {
  const dir = useTempDir();

  it('takes every field through export and import unchanged, in schema order', async () => {
    const rows = rowsOf(extension);
    const xml = serializeUrlset(rows);
    const imported = await importAll([await dir.write(`${extension.name}.xml`, xml)]);
    expect(imported.problems).toEqual([]);
    expect(imported.files[0]!.rows).toEqual(rows);
    const { fieldsAre, prefix } = extension.table;
    for (const field of extension.table.fields) {
      // Each field is written as its own element or attribute with the export's prefix, not as raw XML.
      const name = fieldsAre === 'attributes' ? ` ${field.xml}="` : `<${prefix}:${field.xml.split('/')[0]!}`;
      expect(xml.split(name).length - 1, `${extension.name} ${field.key}`).toBeGreaterThan(1);
    }
  });

  it('places every field in the details panel exactly once', () => {
    const shown = extension.editor.flatMap((group) => group.keys);
    expect([...shown].sort()).toEqual(extension.table.fields.map((field) => field.key).sort());
  });

  it('reports every required field missing from an empty entry, on that field, with its code', () => {
    const empty = extension.rowWith('https://example.com/', blankEntry(extension.table.fields));
    const found = checkExtensions(empty, Date.UTC(2026, 0, 1));
    for (const field of extension.table.fields.filter((candidate) => candidate.required)) {
      const problem = found.find((item) => item.code === field.required!.code && item.keys?.includes(field.key));
      expect(problem, `${extension.name} ${field.key}`).toBeDefined();
    }
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((item) => item.field))).toEqual(new Set([extension.field]));
  });

  it('runs the rules every field names: junk in the field is reported on that field', () => {
    const junk = '!'.repeat(3000);
    for (const field of extension.table.fields.filter((candidate) => candidate.rules.length > 0)) {
      const value = field.many
        ? Array.from({ length: 100 }, () => junk)
        : field.attributes
          ? { value: junk, attributes: {} }
          : junk;
      const found = checkExtensions(
        extension.rowWith('https://example.com/', { ...blankEntry(extension.table.fields), [field.key]: value }),
        Date.UTC(2026, 0, 1),
      );
      const own = found.filter((item) => item.keys?.length === 1 && item.keys[0] === field.key);
      expect(own.length, `${extension.name} ${field.key}`).toBeGreaterThan(0);
      for (const item of own) expect(item.field, `${extension.name} ${field.key} ${item.code}`).toBe(extension.field);
    }
  });
});
