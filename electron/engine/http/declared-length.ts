/**
 * An answer's Content-Length as a number: null where there is none, it is no whole number, or it
 * came twice with different values (a body of unknown length, never drained as a short one).
 */
export function declaredLength(value: string | string[] | undefined): number | null {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const [first] = values;
  if (first === undefined || values.some((other) => other !== first)) return null;
  return /^\d+$/.test(first.trim()) ? Number(first.trim()) : null;
}
