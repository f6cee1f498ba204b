import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A small file the export keeps in the output folder: which files each project wrote there last time. */
export const MANIFEST_NAME = '.sitemap-studio-export.json';

export interface ExportManifest {
  format: 'sitemap-studio-export';
  version: 1;
  projects: Record<string, { files: string[]; exportedAt: string }>;
}

export const emptyManifest = (): ExportManifest => ({ format: 'sitemap-studio-export', version: 1, projects: {} });

/** The folder's manifest; a missing or foreign file reads as empty (then nothing is removed). */
export async function readManifest(folder: string): Promise<ExportManifest> {
  try {
    const value = JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8')) as Partial<ExportManifest>;
    if (value.format === 'sitemap-studio-export' && value.version === 1 && typeof value.projects === 'object') {
      return value as ExportManifest;
    }
  } catch {
    // no manifest yet
  }
  return emptyManifest();
}
