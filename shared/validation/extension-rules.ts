import { ALTERNATE_TABLE } from '../extensions/alternate-fields';
import { checkedValue, isFilled, isPresent, valueOf, type FieldValue } from '../extensions/entry-values';
import type {
  ExtensionTable,
  FieldSpec,
  Requirement,
  RuleContext,
  TextWithAttributes,
} from '../extensions/field-table';
import { IMAGE_TABLE } from '../extensions/image-fields';
import { isKeptCopy } from '../extensions/kept-copies';
import { NEWS_TABLE } from '../extensions/news-fields';
import { VIDEO_TABLE } from '../extensions/video-fields';
import type { UrlRow } from '../url-table';
import { xmlCannotHold } from './xml-chars';
import { holdsReplacementCharacter } from './replacement-character';
import { EXTENSION_LIMITS } from './extension-limits';
import type { Names, Nth, RowCodeTaking } from '../problem-catalogue';
import { fieldProblem, NO_PROBLEMS, type FieldProblem } from './field-problem';

type Found = FieldProblem[];

/** How one extension's entries are checked: its table, how missing fields are told, and its deprecation warning. */
interface Extension {
  table: ExtensionTable;
  /** `together`: one problem naming every missing field; `each`: one per field, where the field is checked. */
  missing: 'together' | 'each';
  /** The warning about deprecated fields, for an extension that has some. */
  deprecatedCode?: RowCodeTaking<Nth & Names>;
  /** The error about a text (a field's, an attribute's, or kept raw XML) with half of a UTF-16 pair. */
  brokenCode: RowCodeTaking<Nth & { key: string }>;
  /** The error about a URL field holding U+FFFD (holdsReplacementCharacter), for an extension that has URL fields. */
  replacementCode?: RowCodeTaking<Nth & { key: string }>;
  /** The error about a field filled in beside its element kept as raw XML (kept-copies.ts), for an extension that keeps XML. */
  twiceCode?: RowCodeTaking<Nth & Names>;
}

const IMAGES: Extension = {
  table: IMAGE_TABLE,
  missing: 'each',
  deprecatedCode: 'image-field-deprecated',
  brokenCode: 'image-broken-character',
  twiceCode: 'image-field-twice',
  replacementCode: 'image-replacement-character',
};
const VIDEOS: Extension = {
  table: VIDEO_TABLE,
  missing: 'together',
  deprecatedCode: 'video-field-deprecated',
  brokenCode: 'video-broken-character',
  twiceCode: 'video-field-twice',
  replacementCode: 'video-replacement-character',
};
const NEWS: Extension = {
  table: NEWS_TABLE,
  missing: 'together',
  deprecatedCode: 'news-field-deprecated',
  brokenCode: 'news-broken-character',
  twiceCode: 'news-field-twice',
};
const ALTERNATES: Extension = {
  table: ALTERNATE_TABLE,
  missing: 'each',
  brokenCode: 'alternate-broken-character',
  replacementCode: 'alternate-replacement-character',
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
  const limit = EXTENSION_LIMITS.imagesPerUrl;
  if (row.images.length > limit) found.push(fieldProblem('images-too-many', { count: row.images.length, limit }));
  row.images.forEach((entry, index) => checkEntry(found, IMAGES, entry, index, now));
  row.videos.forEach((entry, index) => checkEntry(found, VIDEOS, entry, index, now));
  if (row.news) checkEntry(found, NEWS, row.news, 0, now);
  row.alternates.forEach((entry, index) => checkEntry(found, ALTERNATES, entry, index, now));
  return found;
}

/** The alternates' own rules alone (what the hreflang report tells beside its clusters' problems). */
export function checkAlternates(alternates: UrlRow['alternates']): readonly FieldProblem[] {
  if (alternates.length === 0) return NO_PROBLEMS;
  const found: Found = [];
  alternates.forEach((entry, index) => checkEntry(found, ALTERNATES, entry, index, 0));
  return found;
}

/** Reports a code about one entry's fields (`keys`), with its parameters. */
type Report = (keys: readonly string[]) => RuleContext['report'];

/** One entry: its missing fields, each field's rules and its attributes' rules in table order, then what is deprecated. */
function checkEntry(found: Found, extension: Extension, entry: object, item: number, now: number): void {
  const report: Report =
    (keys) =>
    (code, ...params) =>
      void found.push({ ...fieldProblem(code, ...params), item, keys });
  const n = item + 1;
  if (extension.missing === 'together') checkMissingTogether(extension, entry, n, report);
  // One context for the entry, pointed at each field in turn: a clean entry allocates nothing per field.
  const at: RuleContext = { n, key: '', now, report: (code, ...params) => report([at.key])(code, ...params) };
  for (const field of extension.table.fields) {
    const value = valueOf(entry, field);
    at.key = field.key;
    if (field.required && extension.missing === 'each' && !isFilled(field, value)) {
      at.report(field.required.code, { n, names: [xmlName(extension.table, field)] });
      continue;
    }
    at.attributes = field.attributes && isElement(value) ? value.attributes : null;
    for (const rule of field.rules) rule(checkedValue(field, value), at);
    if (field.attributes && value !== null) checkAttributes(field, value, at);
    if (holdsBrokenText(value)) at.report(extension.brokenCode, { n, key: field.key });
    if (extension.replacementCode && value !== null && holdsLostUrlCharacter(field, value))
      at.report(extension.replacementCode, { n, key: field.key });
  }
  const { extra } = entry as { extra?: unknown };
  if (holdsBrokenText(extra)) report(['extra'])(extension.brokenCode, { n, key: 'extra' });
  if (Array.isArray(extra) && extra.length > 0) checkKeptTwice(extension, entry, extra as string[], n, report);
  checkDeprecated(extension, entry, n, report);
}

/** One error naming every field that is filled in and also kept as raw XML: the export would write it twice. */
function checkKeptTwice(
  extension: Extension,
  entry: object,
  extra: readonly string[],
  n: number,
  report: Report,
): void {
  const { table, twiceCode } = extension;
  if (!twiceCode) return;
  // A field that may repeat (video:tag) has its kept elements beside its values, as the schema allows.
  const twice = table.fields.filter(
    (field) =>
      !field.many &&
      isPresent(valueOf(entry, field)) &&
      extra.some((raw) => isKeptCopy(table, field, raw, 'or-container')),
  );
  if (twice.length > 0)
    report(twice.map((field) => field.key))(twiceCode, { n, names: twice.map((field) => xmlName(table, field)) });
}

/**
 * Whether a value the export writes (a text, an element with attributes, a list of them) holds half
 * of a UTF-16 pair or a control character: XML holds neither in any form, not even as a character
 * reference, so the one would be lost and the other would make the file no XML at all.
 */
function holdsBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return xmlCannotHold(value);
  if (Array.isArray(value)) return value.some(holdsBrokenText);
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsBrokenText);
}

/** Whether a URL field's text (an element's, not its attributes'; any of a repeated field's) holds U+FFFD. */
function urlHoldsReplacement(value: unknown): boolean {
  if (typeof value === 'string') return holdsReplacementCharacter(value);
  if (Array.isArray(value)) return value.some(urlHoldsReplacement);
  return typeof value === 'object' && value !== null && 'value' in value && urlHoldsReplacement(value.value);
}

/** Whether a field's URL (its text, for a URL field; an attribute that holds one, on any of its elements) holds U+FFFD. */
function holdsLostUrlCharacter(field: FieldSpec, value: FieldValue): boolean {
  if (field.kind === 'url' && urlHoldsReplacement(value)) return true;
  const urls = field.attributes?.filter((attribute) => attribute.url) ?? [];
  if (urls.length === 0) return false;
  const elements = (Array.isArray(value) ? value : [value]) as readonly TextWithAttributes<string>[];
  return elements.some((element) => urls.some(({ name }) => holdsReplacementCharacter(element.attributes[name] ?? '')));
}

/** The attribute rules of an attributed field, on each of its elements. */
function checkAttributes(field: FieldSpec, value: FieldValue, at: RuleContext): void {
  const elements = (Array.isArray(value) ? value : [value]) as readonly TextWithAttributes<string>[];
  for (const element of elements) {
    for (const attribute of field.attributes ?? []) {
      const text = element.attributes[attribute.name];
      if (attribute.required && !text) at.report(attribute.required, { n: at.n, key: field.key });
      else if (text != null) for (const rule of attribute.rules ?? []) rule(text, at);
    }
  }
}

/** A single element's value with its attributes (not a list, not bare text). */
const isElement = (value: unknown): value is TextWithAttributes<string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'attributes' in value;

/** "Video 1 needs video:title, video:content_loc or player_loc.": fields sharing `oneOf` need only one of them. */
function checkMissingTogether(extension: Extension, entry: object, n: number, report: Report): void {
  const { table } = extension;
  const names: string[] = [];
  const keys: string[] = [];
  let code: Requirement['code'] | null = null;
  for (const field of table.fields) {
    if (!field.required) continue;
    const { oneOf } = field.required;
    const group = oneOf ? table.fields.filter((other) => other.required?.oneOf === oneOf) : [field];
    if (group.some((member) => isFilled(member, valueOf(entry, member)))) continue;
    code = field.required.code;
    keys.push(field.key);
    if (!oneOf) names.push(xmlName(table, field));
    else if (group[0] === field) names.push(`${table.prefix}:${oneOf}`);
  }
  if (code && names.length > 0) report(keys)(code, { n, names });
}

/** One warning naming every deprecated field and attribute present: whole fields first, then attributes. */
function checkDeprecated(extension: Extension, entry: object, n: number, report: Report): void {
  const { table } = extension;
  const named: [name: string, key: string][] = [];
  for (const field of table.fields) {
    if (field.deprecated && isPresent(valueOf(entry, field))) named.push([xmlName(table, field), field.key]);
  }
  for (const field of table.fields) {
    const value = valueOf(entry, field) as { attributes?: Record<string, string | null> } | null;
    for (const attribute of field.attributes ?? []) {
      if (attribute.deprecated && value?.attributes?.[attribute.name] != null)
        named.push([`${field.key} ${attribute.name}`, field.key]);
    }
  }
  if (named.length === 0 || !extension.deprecatedCode) return;
  report([...new Set(named.map(([, key]) => key))])(extension.deprecatedCode, {
    n,
    names: named.map(([name]) => name),
  });
}

/** How a message names a field: `video:title`, `news:publication name`, or an xhtml:link's attribute as it is. */
function xmlName(table: ExtensionTable, field: FieldSpec): string {
  return table.fieldsAre === 'attributes' ? field.xml : `${table.prefix}:${field.xml.replace('/', ' ')}`;
}
