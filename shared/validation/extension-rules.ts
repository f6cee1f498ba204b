import { ALTERNATE_TABLE } from '../extensions/alternate-fields';
import { checkedValue, isFilled, isPresent, valueOf, type FieldValue } from '../extensions/entry-values';
import type { ExtensionTable, FieldSpec, RuleContext, TextWithAttributes } from '../extensions/field-table';
import { IMAGE_TABLE } from '../extensions/image-fields';
import { NEWS_TABLE } from '../extensions/news-fields';
import { VIDEO_TABLE } from '../extensions/video-fields';
import type { UrlRow } from '../url-table';
import { EXTENSION_LIMITS } from './extension-limits';
import type { RowProblemCode } from '../problem-catalogue';
import { NO_PROBLEMS, type FieldProblem, type RowField } from './field-problem';

type Found = FieldProblem[];

/** How one extension's problems are worded: who an entry is, and how its missing and deprecated fields are told. */
interface Wording {
  field: RowField;
  table: ExtensionTable;
  who: (item: number) => string;
  /** `together`: one problem naming every missing field; `each`: one per field, where the field is checked. */
  missing: 'together' | 'each';
  /** The warning about deprecated fields, for an extension that has some. */
  deprecatedCode?: RowProblemCode;
}

const IMAGES: Wording = {
  field: 'images',
  table: IMAGE_TABLE,
  who: (item) => `Image ${item + 1}`,
  missing: 'each',
  deprecatedCode: 'image-field-deprecated',
};
const VIDEOS: Wording = {
  field: 'videos',
  table: VIDEO_TABLE,
  who: (item) => `Video ${item + 1}`,
  missing: 'together',
  deprecatedCode: 'video-field-deprecated',
};
const NEWS: Wording = {
  field: 'news',
  table: NEWS_TABLE,
  who: () => 'The news entry',
  missing: 'together',
  deprecatedCode: 'news-field-deprecated',
};
const ALTERNATES: Wording = {
  field: 'alternates',
  table: ALTERNATE_TABLE,
  who: (item) => `Alternate ${item + 1}`,
  missing: 'each',
};

/**
 * The extension rules for one row: required fields, Google's limits and formats, deprecated fields,
 * each as its extension's field table names it. `now` (ms since the epoch) is the clock news
 * articles are dated against.
 */
export function checkExtensions(row: UrlRow, now: number): readonly FieldProblem[] {
  if (row.images.length === 0 && row.videos.length === 0 && row.news === null && row.alternates.length === 0)
    return NO_PROBLEMS;
  const found: Found = [];
  if (row.images.length > EXTENSION_LIMITS.imagesPerUrl) {
    found.push({
      field: 'images',
      severity: 'error',
      code: 'images-too-many',
      message: `This URL lists ${row.images.length} images; Google reads at most ${EXTENSION_LIMITS.imagesPerUrl}.`,
    });
  }
  row.images.forEach((entry, index) => checkEntry(found, IMAGES, entry, index, now));
  row.videos.forEach((entry, index) => checkEntry(found, VIDEOS, entry, index, now));
  if (row.news) checkEntry(found, NEWS, row.news, 0, now);
  row.alternates.forEach((entry, index) => checkEntry(found, ALTERNATES, entry, index, now));
  return found;
}

/** One entry: its missing fields, each field's rules and its attributes' rules in table order, then what is deprecated. */
function checkEntry(found: Found, wording: Wording, entry: object, item: number, now: number): void {
  const who = wording.who(item);
  const { fields } = wording.table;
  const report: Report = (keys) => (severity, code, message) =>
    void found.push({ field: wording.field, severity, code, message, item, keys });
  if (wording.missing === 'together') checkMissingTogether(wording, entry, who, report);
  // One context for the entry, pointed at each field in turn: a clean entry allocates nothing per field.
  const at: RuleContext = { who, name: '', now, report: (...problem) => report([at.name])(...problem) };
  for (const field of fields) {
    const value = valueOf(entry, field);
    at.name = field.key;
    if (field.required && wording.missing === 'each' && !isFilled(field, value)) {
      at.report('error', field.required.code, `${who} has no ${xmlName(wording.table, field)}.`);
      continue;
    }
    for (const rule of field.rules) rule(checkedValue(field, value), at);
    if (field.attributes && value !== null) checkAttributes(field, value, at);
  }
  checkDeprecated(wording, entry, who, report);
}

/** The attribute rules of an attributed field, on each of its elements. */
function checkAttributes(field: FieldSpec, value: FieldValue, at: RuleContext): void {
  const elements = (Array.isArray(value) ? value : [value]) as readonly TextWithAttributes<string>[];
  for (const element of elements) {
    for (const attribute of field.attributes ?? []) {
      const text = element.attributes[attribute.name];
      if (text != null) for (const rule of attribute.rules ?? []) rule(text, at);
    }
  }
}

type Report = (keys: readonly string[]) => RuleContext['report'];

/** "Video 1 needs video:title, video:content_loc or player_loc.": fields sharing `oneOf` need only one of them. */
function checkMissingTogether(wording: Wording, entry: object, who: string, report: Report): void {
  const names: string[] = [];
  const keys: string[] = [];
  let code: RowProblemCode | null = null;
  for (const field of wording.table.fields) {
    if (!field.required) continue;
    const { oneOf } = field.required;
    const group = oneOf ? wording.table.fields.filter((other) => other.required?.oneOf === oneOf) : [field];
    if (group.some((member) => isFilled(member, valueOf(entry, member)))) continue;
    code = field.required.code;
    keys.push(field.key);
    if (!oneOf) names.push(xmlName(wording.table, field));
    else if (group[0] === field) names.push(`${wording.table.prefix}:${oneOf}`);
  }
  if (code && names.length > 0) report(keys)('error', code, `${who} needs ${names.join(', ')}.`);
}

/** One warning naming every deprecated field and attribute present: whole fields first, then attributes. */
function checkDeprecated(wording: Wording, entry: object, who: string, report: Report): void {
  const named: [name: string, key: string][] = [];
  for (const field of wording.table.fields) {
    if (field.deprecated && isPresent(valueOf(entry, field))) named.push([xmlName(wording.table, field), field.key]);
  }
  for (const field of wording.table.fields) {
    const value = valueOf(entry, field) as { attributes?: Record<string, string | null> } | null;
    for (const attribute of field.attributes ?? []) {
      if (attribute.deprecated && value?.attributes?.[attribute.name] != null)
        named.push([`${field.key} ${attribute.name}`, field.key]);
    }
  }
  if (named.length === 0 || !wording.deprecatedCode) return;
  report([...new Set(named.map(([, key]) => key))])(
    'warning',
    wording.deprecatedCode,
    `${who} has ${named.map(([name]) => name).join(', ')}, which Google no longer uses.`,
  );
}

/** How a message names a field: `video:title`, `news:publication name`, or an xhtml:link's attribute as it is. */
function xmlName(table: ExtensionTable, field: FieldSpec): string {
  return table.fieldsAre === 'attributes' ? field.xml : `${table.prefix}:${field.xml.replace('/', ' ')}`;
}
