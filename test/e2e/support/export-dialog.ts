import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the export dialog from the toolbar and waits for its preview. */
export async function openExportDialog(app: Page): Promise<Locator> {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = app.getByRole('dialog', { name: 'Export sitemaps' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Working out the files…')).toBeHidden({ timeout: 30_000 });
  return dialog;
}

/** Exports into `folder` from the open dialog, and closes it once the files are written. */
export async function exportInto(dialog: Locator, folder: string): Promise<void> {
  await dialog.getByLabel('Output folder').fill(folder);
  await expect(dialog.getByText('Working out the files…')).toBeHidden({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Show in folder' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
}
