/**
 * A whole number a person typed (a command line's option, a dialog's field): plain decimal digits
 * only, from `min` to `most`; null for anything else. Number() alone would also take "0x1000",
 * "1e6", "" and " 4096 ".
 */
export function wholeNumberFrom(text: string, min: number, most: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= most ? value : null;
}
