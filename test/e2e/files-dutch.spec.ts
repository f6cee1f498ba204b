import { dutchScreenshot } from './support/english-left';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, trickle, type TestServer } from '../support/http-server';
import { numberedEntries, sitemapIndex, urlsetOf } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';
import { expect, test } from './support/fixtures';

// The renderer speaks the system's language: navigator.languages comes from the browser's locale.
test.use({ locale: 'nl-NL' });

const folder = makeTempDir({ 'extra.xml': urlsetOf(numberedEntries(14)) });
const HEAD = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

/** A site on 127.0.0.1: robots.txt → index → two sitemaps, and a third the index lists but the site lacks. */
let site: TestServer;
test.beforeAll(async () => {
  site = await startServer({
    '/robots.txt': { body: 'User-agent: *\n\nSitemap: /sitemap_index.xml\n' },
    '/sitemap_index.xml': {
      headers: { 'content-type': 'application/xml' },
      body: sitemapIndex('/sitemap-pages.xml', '/sitemap-posts.xml', '/sitemap-gone.xml'),
    },
    '/sitemap-pages.xml': { headers: { 'content-type': 'application/xml' }, body: urlsetOf(numberedEntries(12)) },
    '/sitemap-posts.xml': {
      headers: { 'content-type': 'application/xml' },
      body: urlsetOf(numberedEntries(1).map((entry) => ({ ...entry, loc: 'https://example.com/post-1' }))),
    },
    // Slow enough to see the running step; it is cancelled long before it ends.
    '/slow.xml': trickle(HEAD, 3000),
  });
});
test.afterAll(() => site.close());

test('the import and export dialogs, the save, open and unsaved-changes prompts speak Dutch', async ({ app, host }) => {
  // Every dialog in turn, an import cancelled and a save: 32 s in a CI rehearsal, past the 30 s default.
  test.setTimeout(90_000);
  // Import: the sources step.
  host.emit('menuCommand', { type: 'file.import' });
  const dialog = app.getByRole('dialog', { name: 'Importeren' });
  await expect(dialog).toContainText('Kies bestanden, een map of een webadres');
  await expect(dialog.getByRole('button', { name: 'Bestanden kiezen…' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Map kiezen…' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Te importeren' })).toContainText('Nog niets gekozen.');
  const address = dialog.getByLabel('Webadres');
  await address.fill('ftp://example.com/sitemap.xml');
  await dialog.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '"ftp://example.com/sitemap.xml" is geen webadres: je kunt alleen http://- en https://-adressen importeren.',
  );
  await dialog.getByText('Downloadlimieten').click();
  await expect(dialog.getByLabel('Download opgeven na')).toBeVisible();
  await dialog.getByLabel('Per site maximaal').fill('99');
  await expect(dialog.getByText('Vul een geheel getal van 1 tot en met 16 in.')).toBeVisible();
  await dutchScreenshot(app, 'dutch-import-sources');
  await dialog.getByRole('button', { name: 'Standaardwaarden herstellen' }).click();

  // The running step, cancelled: nothing is added, and the status bar says so.
  await address.fill(`${site.origin}/slow.xml`);
  await dialog.getByRole('button', { name: 'Importeren', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Voortgang van de import' })).toBeVisible();
  await expect(dialog).toContainText('1 bron wordt gelezen, met de sitemaps waar die naar verwijst…');
  await expect(dialog.getByTestId('import-progress')).toHaveText(/^\d+ bestand(en)? en \d+ URL('s)? gelezen$/);
  await expect(dialog).toContainText('Er wordt niets toegevoegd voordat je hebt gezien wat er is gevonden.');
  await dutchScreenshot(app, 'dutch-import-running');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'geannuleerd' })).toHaveText(
    'Import geannuleerd: er is niets toegevoegd.',
  );
  host.emit('menuCommand', { type: 'file.import' });
  await address.fill(`${site.origin}/robots.txt`);

  // Running, then the review: the found tree, the problem list, the placement.
  await dialog.getByRole('button', { name: 'Importeren', exact: true }).click();
  const tree = dialog.getByRole('tree', { name: 'Wat er is gevonden' });
  await expect(tree).toBeVisible();
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    "2 sitemaps gevonden met 13 URL's. Vink uit wat je niet wilt.",
  );
  await expect(dialog).toContainText('Kies wat je toevoegt, en hoe');
  await expect(tree.getByRole('treeitem', { name: /^sitemap-pages\.xml/ })).toContainText("XML-sitemap · 12 URL's");
  await expect(tree.getByRole('treeitem', { name: /^sitemap_index\.xml/ })).toContainText('Sitemapindex · 3 sitemaps');
  await expect(tree.getByRole('treeitem', { name: /^sitemap-gone\.xml/ })).toContainText('niet gelezen');
  const problems = dialog.getByText(/^\d+ problemen gevonden bij het lezen$/);
  await problems.click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'sitemap-gone.xml' }).first()).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Een nieuwe tabel per sitemap/ })).toBeChecked();
  await expect(dialog).toContainText('2 tabellen, elk genoemd naar het bestand');
  await dialog.getByRole('radio', { name: /Eén nieuwe tabel/ }).check();
  await expect(dialog.getByLabel('Tabelnaam')).toHaveValue(new URL(site.origin).host);
  await dialog.getByLabel('Tabelnaam').fill('winkel');
  await dutchScreenshot(app, 'dutch-import-review');
  await dialog.getByRole('button', { name: "13 URL's toevoegen" }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('status').filter({ hasText: 'toegevoegd' })).toHaveText(
    'Tabel "winkel" toegevoegd met 13 URL\'s.',
  );

  // A second import merged into the table: the placement's policies.
  host.emit('menuCommand', { type: 'file.import' });
  host.dialogs.answerNextOpen([join(folder, 'extra.xml')]);
  await dialog.getByRole('button', { name: 'Bestanden kiezen…' }).click();
  await dialog.getByRole('button', { name: 'Importeren', exact: true }).click();
  await dialog.getByRole('radio', { name: /Samengevoegd in een bestaande tabel/ }).check();
  await expect(dialog.getByLabel('Tabel', { exact: true })).toHaveText("winkel (13 URL's)");
  const policies = dialog.getByRole('group', { name: 'Als een URL al in de tabel staat' });
  await expect(policies.getByRole('radio', { name: /Bestaande rijen bijwerken/ })).toBeChecked();
  await dutchScreenshot(app, 'dutch-import-merge');
  await dialog.getByRole('button', { name: '14 URL\'s samenvoegen met "winkel"' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Samengevoegd' })).toHaveText(
    'Samengevoegd in "winkel": 2 URL\'s toegevoegd, 0 bijgewerkt, 12 al actueel.',
  );

  // The drop overlay.
  await app.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['<urlset/>'], 'sitemap.xml', { type: 'application/xml' }));
    window.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true }));
  });
  await expect(app.getByText('Laat los om te importeren')).toBeVisible();
  await dutchScreenshot(app, 'dutch-drop-overlay');
  await app.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['<urlset/>'], 'sitemap.xml', { type: 'application/xml' }));
    window.dispatchEvent(new DragEvent('dragleave', { dataTransfer: data, bubbles: true }));
  });
  await expect(app.getByText('Laat los om te importeren')).toBeHidden();

  // Export: settings, a validation summary with an error, the preview, the report.
  host.emit('menuCommand', { type: 'file.export' });
  const exporting = app.getByRole('dialog', { name: 'Sitemaps exporteren' });
  await expect(exporting).toContainText("15 URL's in 1 tabel");
  await expect(exporting).toContainText('De instellingen worden met het project opgeslagen.');
  const out = join(folder, 'uit');
  await exporting.getByLabel('Doelmap').fill(out);
  await exporting.getByLabel('Basis-URL', { exact: true }).fill('https://other.example/');
  const check = exporting.getByRole('region', { name: 'Controle' });
  await expect(check.getByRole('alert')).toContainText('15 fouten houden de export tegen');
  await expect(check.getByRole('alert').getByRole('button', { name: 'Problemen tonen' })).toBeVisible();
  await expect(exporting.getByRole('button', { name: 'Exporteren', exact: true })).toBeDisabled();
  await dutchScreenshot(app, 'dutch-export-error');

  await exporting.getByLabel('Basis-URL', { exact: true }).fill('https://example.com/');
  await expect(check).toContainText('Geen problemen: elke rij voldoet aan elke regel.');
  const preview = exporting.getByRole('region', { name: 'Bestanden' });
  await expect(preview.getByLabel('Bestanden per tabel')).toContainText("1 bestand · 15 URL's");
  await expect(preview.getByRole('columnheader')).toHaveText(['Bestand', "URL's", 'Ongecomprimeerd', 'Op schijf']);
  await expect(exporting.getByText('Bestandsnamen per tabel')).toBeVisible();
  await dutchScreenshot(app, 'dutch-export-settings');
  await exporting.getByText('robots.txt schrijven met een').scrollIntoViewIfNeeded();
  await expect(exporting.getByLabel('XSL-stylesheet')).toBeVisible();
  await dutchScreenshot(app, 'dutch-export-settings-extras');

  // A folder the disk refuses once the preview looked (a file put in its way): nothing is exported, and the failure says so.
  const occupied = join(folder, 'bezet.txt', 'public');
  rmSync(join(folder, 'bezet.txt'), { force: true }); // a run before this one left it
  await exporting.getByLabel('Doelmap').fill(occupied);
  await expect(preview.getByRole('status')).toHaveText('');
  await expect(exporting.getByRole('button', { name: 'Exporteren', exact: true })).toBeEnabled();
  writeFileSync(join(folder, 'bezet.txt'), 'een bestand, geen map');
  await exporting.getByRole('button', { name: 'Exporteren', exact: true }).click();
  await expect(exporting.getByRole('heading', { name: 'Er is niets geëxporteerd' })).toBeVisible();
  await expect(exporting).toContainText(`Er is niets geschreven: ${occupied} is precies zoals het was.`);
  await dutchScreenshot(app, 'dutch-export-failed');
  await exporting.getByRole('button', { name: 'Terug naar instellingen' }).click();
  await exporting.getByLabel('Doelmap').fill(out);
  await expect(preview.getByRole('status')).toHaveText('');
  await exporting.getByRole('button', { name: 'Exporteren', exact: true }).click();
  const report = exporting.getByRole('region', { name: /geëxporteerd in/ });
  await expect(report.getByRole('heading')).toHaveText("15 URL's geëxporteerd in 1 sitemap");
  await expect(report).toContainText(`Geschreven naar ${out} en teruggelezen`);
  await expect(exporting.getByRole('button', { name: 'Tonen in map' })).toBeVisible();
  await dutchScreenshot(app, 'dutch-export-report');
  await exporting.getByRole('button', { name: 'Sluiten' }).click();

  // Open a damaged project: the prompt says so in Dutch.
  const damaged = join(folder, 'kapot.sitemapstudio');
  writeFileSync(damaged, 'geen project');
  host.dialogs.answerNextOpen([damaged]);
  host.emit('menuCommand', { type: 'file.open' });
  const openPrompt = app.getByRole('alertdialog', { name: 'Kan “kapot” niet openen' });
  await expect(openPrompt).toBeVisible();
  await dutchScreenshot(app, 'dutch-open-prompt');
  await openPrompt.getByRole('button').first().click();
  await expect(openPrompt).toBeHidden();

  // The unsaved-changes prompt, then Save in it: the save dialog's title and the notice are Dutch.
  host.emit('menuCommand', { type: 'file.new' });
  const unsaved = app.getByRole('alertdialog', { name: 'Wijzigingen in “Naamloos” opslaan?' });
  await expect(unsaved).toHaveAccessibleDescription('Je wijzigingen gaan verloren als je ze niet opslaat.');
  await expect(unsaved.getByRole('button')).toHaveText(['Niet opslaan', 'Annuleren', 'Opslaan']);
  await dutchScreenshot(app, 'dutch-unsaved-prompt');
  host.dialogs.answerNextSave(join(folder, 'winkel.sitemapstudio'));
  await unsaved.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(app.getByRole('status').filter({ hasText: 'opgeslagen' })).toHaveText(
    /^winkel opgeslagen \([\d.,]+ k?B, gzip\)\.$/,
  );
  expect(host.dialogs.asked.map((asked) => asked.title)).toContain('Project opslaan');
});
