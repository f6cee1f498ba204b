import { i18n, t } from '../i18n';

/**
 * The extensions' field tables (shared/extensions) title their editor groups and give placeholders
 * in English; the panel words them in the person's language from the details catalogue.
 */

/** Each editor group's English title (shared/extensions/*-fields.ts) to its key in `details.groups`. */
const GROUP_KEYS: Readonly<Record<string, string>> = {
  Image: 'image',
  Alternate: 'alternate',
  Required: 'required',
  'No longer used by Google': 'noLongerUsed',
  'About the video': 'aboutVideo',
  'Who may watch, and where': 'whoMayWatch',
  Lists: 'lists',
  'TV show': 'tvShow',
};

/** An editor group's title in the person's language (the table's own title for a group not in the catalogue). */
export function groupTitle(title: string): string {
  const key = GROUP_KEYS[title];
  return key === undefined ? title : t(`details.groups.${key}`);
}

/**
 * A field's placeholder in the person's language where it says something in words (a date's form,
 * "one tag per line"); an address, a code or a value to type stays as the field table has it.
 */
export function placeholderText(
  extension: 'news' | 'video' | 'image' | 'alternate',
  key: string,
  placeholder: string | undefined,
  params: Record<string, unknown> = {},
): string | undefined {
  const path = `details.placeholders.${extension}.${key}`;
  return i18n.global.te(path, 'en') ? t(path, params) : placeholder;
}
