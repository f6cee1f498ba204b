import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

// More cells than a copy makes within the copy event (COPY_AT_ONCE_CELLS, 200,000): 30,000 rows of 8 columns or more.
const ROWS = 30_000;
const folder = makeTempDir({ 'many.xml': urlsetOf(numberedEntries(ROWS)) });
test.use({ launchPaths: [join(folder, 'many.xml')] });

// 30,000 rows copied, cut and undone: some 20 s on a quiet 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('a copy too large for the copy event is made in slices, said in the status bar, and put on the clipboard as TSV; a cut clears after it', async ({
  app,
}) => {
  const { cell } = gridHelpers(app, 'many');
  await cell(1, 'loc').click();
  await app.keyboard.press('Control+a');
  await app.keyboard.press('Control+c');
  await expect(app.getByRole('status')).toContainText('Copied 30,000 rows, as text');
  await screenshot(app, 'grid-clipboard-large-copied');
  const text = await app.evaluate(() => navigator.clipboard.readText());
  const lines = text.split('\n');
  expect(lines).toHaveLength(ROWS);
  expect(lines[0]!.split('\t').slice(0, 4)).toEqual(['https://example.com/page-1', '2024-01-15', 'weekly', '0.5']);
  expect(lines.at(-1)!.startsWith(`https://example.com/page-${ROWS}\t`)).toBe(true);

  // Cut: the same text, then the cells cleared, as one step that undo takes back.
  await app.evaluate(() => navigator.clipboard.writeText(''));
  await app.keyboard.press('Control+x');
  await expect(cell(1, 'loc')).toHaveText('');
  expect((await app.evaluate(() => navigator.clipboard.readText())).split('\n')).toHaveLength(ROWS);
  await app.keyboard.press('Control+z');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/page-1');
});

// The review: a sort while a large cut was copied made its clearing take other rows than those copied.
test('a large cut whose rows are sorted while it is copied clears nothing, and says so', async ({ app }) => {
  const { cell } = gridHelpers(app, 'many');
  // The copy's text is held on its way to the clipboard (a real request, only later) while the rows are sorted.
  let release = (): void => undefined;
  let reached = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const writing = new Promise<void>((resolve) => (reached = resolve));
  await app.route(/writeClipboardText/, async (route) => {
    reached();
    await held;
    await route.continue();
  });
  await cell(1, 'loc').click();
  await app.keyboard.press('Control+a');
  await app.keyboard.press('Control+x');
  await expect(app.getByRole('status')).toContainText('Copying 30,000 rows');
  await writing;
  await app.getByRole('button', { name: 'Sort by loc' }).click();
  release();
  await expect(app.getByRole('status')).toContainText(
    'Copied 30,000 rows, but the cut cleared nothing: the rows shown changed while they were copied.',
  );
  await expect(cell(1, 'loc')).toHaveText('https://example.com/page-1');
  expect((await app.evaluate(() => navigator.clipboard.readText())).split('\n')).toHaveLength(ROWS);
});
