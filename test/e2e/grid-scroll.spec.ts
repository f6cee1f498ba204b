import { makeTempDir } from '../support/temp-dir';
import { writeTextSitemap } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

// More rows than fit under Chromium's element height limit at 26 px a row: the track is scaled.
const ROWS = 1_000_001;
const folder = makeTempDir();
const path = writeTextSitemap(folder, 'big.txt', ROWS);
test.use({ launchPaths: [path] });
test.describe.configure({ timeout: 120_000 });

const lastRow = `${ROWS + 1}`;

test('row 1,000,001 is reachable by the scrollbar, the wheel and the keyboard', async ({ app }) => {
  const grid = app.getByRole('grid', { name: 'big' });
  await expect(grid).toHaveAttribute('aria-rowcount', lastRow, { timeout: 60_000 });
  const scroller = app.getByTestId('grid-scroller');
  const height = await scroller.evaluate((el) => el.scrollHeight);
  expect(height).toBeLessThan(33_000_000);

  // The scrollbar: its thumb dragged to the end is the largest scrollTop.
  await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(grid.locator(`[role="row"][aria-rowindex="${lastRow}"]`)).toContainText(
    `https://example.com/page-${ROWS}`,
  );
  // Halfway down the track is halfway down the rows.
  await scroller.evaluate((el) => (el.scrollTop = (el.scrollHeight - el.clientHeight) / 2));
  // Polled: the rows are drawn on the next frame, which a busy machine may not have reached yet. Given
  // as long as the import: the recovery copy's upload of every row (2 s after the import) slows each
  // round trip to the page to seconds on a loaded machine, and one poll is two of them.
  const firstDrawnRow = async (): Promise<number> =>
    Number(await grid.locator('[role="row"][aria-rowindex]').nth(1).getAttribute('aria-rowindex'));
  await expect.poll(async () => Math.abs((await firstDrawnRow()) - ROWS / 2), { timeout: 60_000 }).toBeLessThan(50);

  // The wheel: one notch moves the rows by its own distance, not by the scaled one.
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await grid.locator('[role="gridcell"]').first().hover();
  await app.mouse.wheel(0, 26 * 10);
  await expect(grid.locator('[role="row"][aria-rowindex="12"]')).toBeInViewport();
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toHaveCount(0);

  // The keyboard: ctrl+End goes to the last cell, ctrl+Home back to the first.
  await grid.locator('[role="gridcell"]').first().click();
  await app.keyboard.press('Control+End');
  const last = grid.locator(`[role="row"][aria-rowindex="${lastRow}"]`);
  await expect(last.locator('[aria-colindex="9"]')).toHaveAttribute('aria-selected', 'true');
  await expect(grid).toHaveAttribute('aria-activedescendant', /-r1000000-c7$/);
  // at the far end of the scaled track, loc stays frozen beside its row number, the row's stored number
  const number = last.locator('[role="rowheader"]');
  await expect(number).toHaveText(`${ROWS}`);
  const numberBox = (await number.boundingBox())!;
  const locBox = (await last.locator('[aria-colindex="2"]').boundingBox())!;
  expect(Math.abs(locBox.x - (numberBox.x + numberBox.width))).toBeLessThanOrEqual(1);
  await expect(last.locator('[aria-colindex="2"]')).toHaveText(`https://example.com/page-${ROWS}`);
  await app.keyboard.press('PageUp');
  await expect(grid).toHaveAttribute('aria-activedescendant', /-r9999\d\d-c7$/);
  await screenshot(app, 'grid-million-end');
  await app.keyboard.press('Control+Home');
  await expect(grid.locator('[role="row"][aria-rowindex="2"] [aria-colindex="2"]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(app.getByRole('tab', { name: /big/ })).toContainText('1,000,001');
});
