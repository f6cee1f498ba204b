import { resolve } from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';

export const projectDir = resolve(__dirname, '../../..');

/** electron-builder.yml, read and checked exactly as `electron-builder` reads it, against its own schema. */
export async function builderConfig() {
  const config = await getConfig(projectDir, null, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}
