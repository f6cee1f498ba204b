import type { Page } from '@playwright/test';
import type { FixtureSite } from '../../support/fixture-site';
import { importDialog } from './import-dialog';

/** Imports the fixture site's sitemap over HTTP, as a person types its address in the Import dialog. */
export async function importSiteSitemap(app: Page, site: FixtureSite): Promise<void> {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { address, addButton } = importDialog(app);
  await address.fill(site.url('/sitemap.xml'));
  await address.press('Enter');
  await addButton.click();
}

/** The Check URLs dialog, and a way to type one of its number settings. */
export function checkPanel(app: Page) {
  const panel = app.getByRole('dialog', { name: 'Check URLs' });
  /** Types `value` into the setting labelled `label` and leaves the field, as a person does. */
  const setNumber = async (label: string, value: string): Promise<void> => {
    await panel.getByLabel(label, { exact: true }).fill(value);
    await panel.getByLabel(label, { exact: true }).press('Tab');
  };
  return { panel, setNumber };
}
