/** The code of a save refused for what it was given (a record past its bound, rows that do not match the header): nothing was saved. */
const SAVE_REFUSED = 'save-invalid';

/** A save refused for what it was given, told by `message`; the file saved before (if any) is left as it was. */
export const saveRefused = (message: string): Error => Object.assign(new Error(message), { code: SAVE_REFUSED });

/** Whether `error` is a save refused for what it was given (saveRefused), not a failure of the disk or the process. */
export const isSaveRefused = (error: unknown): error is Error =>
  error instanceof Error && (error as { code?: unknown }).code === SAVE_REFUSED;
