import { isAbsolute } from 'node:path';

/**
 * The check of a full output folder path, by this system's rules (path.isAbsolute: `C:\\out` is one on
 * Windows only), where the request asks for one (the app's: no working folder means anything there).
 */
export const fullFolderPathOf = (asked: boolean | undefined): { fullFolderPath?: (path: string) => boolean } =>
  asked ? { fullFolderPath: isAbsolute } : {};
