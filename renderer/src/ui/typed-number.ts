/**
 * The whole number typed in a number field, brought into its range and shown so; null, with the
 * field put back to `current`, when what was typed is not a number.
 */
export function typedWholeNumber(
  field: HTMLInputElement,
  range: { readonly min: number; readonly max: number },
  current: number,
): number | null {
  const typed = Math.round(Number(field.value));
  const number =
    field.value.trim() === '' || !Number.isFinite(typed) ? null : Math.min(range.max, Math.max(range.min, typed));
  field.value = String(number ?? current);
  return number;
}
