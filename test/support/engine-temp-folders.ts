import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TEMP_MARKER } from '../../electron/engine/own-temp-folder';

/** The temp folders the engine made under `parent` (marked by makeOwnTempFolder) that are still there. */
export const engineTempFolders = (parent: string): string[] =>
  readdirSync(parent).filter((name) => existsSync(join(parent, name, TEMP_MARKER)));
