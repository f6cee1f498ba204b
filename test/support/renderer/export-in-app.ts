import { expect } from 'vitest';
import { useExportStore } from '../../../renderer/src/export/export-store';
import type { ExportSettings } from '../../../shared/export-settings';
import type { Problem } from '../../../shared/problems';
import { until } from './until';

/**
 * The open project exported to `folder` through the export dialog, as a person does, at `baseUrl`
 * with `settings`: the names it wrote and the notes its report lists.
 */
export async function exportInApp(
  folder: string,
  baseUrl: string,
  settings: Partial<ExportSettings> = {},
): Promise<{ files: string[]; notes: readonly Problem[] }> {
  const exporter = useExportStore();
  exporter.update({ baseUrl, outputFolder: folder, ...settings });
  exporter.open();
  await until(() => !exporter.previewPending);
  await exporter.runExport();
  expect(exporter.stage).toBe('done');
  const { files, notes } = exporter.report!;
  exporter.close();
  return { files: files.map((file) => file.name), notes };
}
