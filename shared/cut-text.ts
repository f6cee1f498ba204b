/**
 * `text` whole when it has at most `most` characters; else cut to `most` with `mark` ending it, never
 * inside a character of two UTF-16 units (that half would show as a broken character).
 */
export function cutText(text: string, most: number, mark: string): string {
  if (text.length <= most) return text;
  let end = most - mark.length;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
  return `${text.slice(0, end)}${mark}`;
}
