import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';

const VALID = '{"format":"sitemap-studio-project","version":1,"name":"shop","robotsTxt":null,"tables":[]}';
const folder = makeTempDir({
  'newer.sitemapstudio': '{"format":"sitemap-studio-project","version":99,"name":"from the future","tables":[]}',
  // A gzipped project cut off halfway, as a copy interrupted by a full disk leaves it.
  'cut-off.sitemapstudio': gzipSync(VALID.repeat(50)).subarray(0, 60),
  'letter.sitemapstudio': 'Dear Ana, the sitemap is attached.\n',
  // Well-formed JSON with a member of the wrong type: main refuses it, so the window never gets it.
  'wrong-type.sitemapstudio': VALID.replace(
    '"tables":[]',
    '"tables":[{"id":"t","name":"t","rows":[{"loc":"https://example.com/","images":{}}]}]',
  ),
  'settings.json': '{"theme":"dark"}',
});

const cases = [
  {
    file: 'newer.sitemapstudio',
    says: /was saved by a newer Sitemap Studio \(format 99\).*Update Sitemap Studio to open it\./,
  },
  { file: 'cut-off.sitemapstudio', says: /is damaged and cannot be opened/ },
  { file: 'letter.sitemapstudio', says: /is not a Sitemap Studio project\./ },
  {
    file: 'wrong-type.sitemapstudio',
    says: /is damaged at tables\[0\]\.rows\[0\]\.images: expected a list, found an object\.$/,
  },
  { file: 'gone.sitemapstudio', says: /^gone\.sitemapstudio does not exist\.$/ },
];

test('a project from a newer version, a damaged one, a foreign file or a missing one says why by name, and nothing changes', async ({
  app,
  host,
}) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
  expect(existsSync(join(folder, 'gone.sitemapstudio'))).toBe(false);

  for (const [index, { file, says }] of cases.entries()) {
    const path = join(folder, file);
    if (index % 2 === 0) {
      host.dialogs.answerNextOpen([path]);
      host.emit('menuCommand', { type: 'file.open' });
    } else host.emit('menuCommand', { type: 'file.openRecent', path });
    const name = file.replace('.sitemapstudio', '');
    const alert = app.getByRole('alertdialog', { name: `Could not open “${name}”` });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAccessibleDescription(says);
    await expect(alert).toContainText(path);
    await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
    if (index === 0) await screenshot(app, 'project-open-error');
    await app.keyboard.press(index % 2 === 0 ? 'Enter' : 'Escape');
    await expect(alert).toBeHidden();
    // No unsaved-changes question was needed, and the project is as it was.
    await expect(app.getByRole('alertdialog')).toHaveCount(0);
    await expect(app.getByRole('tab')).toHaveText([/table-1\s*0/]);
    await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
    await expect(app.getByRole('region', { name: 'Problems' })).toHaveCount(0);
  }
  await expect
    .poll(() => host.documentState())
    .toEqual({ title: 'Untitled', dirty: true, path: null, tableOpen: true });
});

test('a JSON file that is not a project, opened by any name, is listed as not a sitemap and the project stays', async ({
  app,
  host,
}) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  host.dialogs.answerNextOpen([join(folder, 'settings.json')]);
  host.emit('menuCommand', { type: 'file.open' });
  const problems = app.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('listitem')).toHaveText([/settings\.json is not a sitemap/]);
  await expect(app.getByRole('tab')).toHaveText([/table-1\s*0/]);
  await expect(app.getByRole('alertdialog')).toHaveCount(0);
});
