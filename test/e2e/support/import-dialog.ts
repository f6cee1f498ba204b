import type { Page } from '@playwright/test';
import type { WebHost } from '../../../electron/web-host/server';
import { escapeRegExp } from '../../../shared/escape-regexp';

/** The import dialog's parts, found by role and name as a screen reader would. */
export function importDialog(app: Page) {
  const dialog = app.getByRole('dialog', { name: 'Import' });
  return {
    dialog,
    tree: dialog.getByRole('tree', { name: 'What was found' }),
    /** A file in the tree, by the start of its name (its URL count and problems follow). */
    item: (name: string) => dialog.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}\\b`) }),
    address: dialog.getByLabel('Web address'),
    importButton: dialog.getByRole('button', { name: 'Import', exact: true }),
    /** "Add 12 URLs", or "Add 12 URLs — 1 file could not be read" when some could not. */
    addButton: dialog.getByRole('button', {
      name: /^(Add [\d,]+ URLs?|Merge [\d,]+ URLs? into ".*")( — [\d,]+ files? could not be read)?$/,
    }),
    choice: (name: RegExp) => dialog.getByRole('radio', { name }),
  };
}

/** Opens Import… from the toolbar, picks `paths` in the (scripted) file dialog and reads them. */
export async function importFiles(app: Page, host: WebHost, paths: string[]): Promise<ReturnType<typeof importDialog>> {
  const parts = importDialog(app);
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  host.dialogs.answerNextOpen(paths);
  await parts.dialog.getByRole('button', { name: 'Choose files…' }).click();
  await parts.dialog
    .getByRole('list', { name: 'To import' })
    .getByRole('listitem')
    .nth(paths.length - 1)
    .waitFor();
  await parts.importButton.click();
  await parts.tree.waitFor();
  return parts;
}
