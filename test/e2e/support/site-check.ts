import { expect, type Locator, type Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../support/fixture-site';
import { importDialog } from './import-dialog';

/** Imports the fixture site's sitemap over HTTP, as a person types its address in the Import dialog. */
export async function importSiteSitemap(app: Page, site: Pick<FixtureSite, 'url'>): Promise<void> {
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

/**
 * The fixture site, quick to answer: no Crawl-delay, no waits for retries or slow pages, and a head
 * large enough to matter but cheap to send.
 */
export function startQuickSite(pages: number): Promise<FixtureSite> {
  return startFixtureSite({
    pages,
    crawlDelaySeconds: 0,
    failTimes: 1,
    retryAfterSeconds: 0,
    slowMs: 50,
    hugeHeadBytes: 600_000,
  });
}

/**
 * Pauses a running job from its panel and checks that no request reaches the site while it is paused
 * (`asked` counts them), then resumes it and sees requests again. `alsoWhilePaused` checks more
 * while it is paused.
 */
export async function pauseHoldsThenResumes(
  app: Page,
  panel: Locator,
  pausedHeading: string,
  asked: () => number,
  alsoWhilePaused: () => Promise<void> = async () => undefined,
): Promise<void> {
  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(panel.getByRole('heading', { name: pausedHeading })).toBeVisible();
  await alsoWhilePaused();
  // What was in flight at the pause ends (a redirect chain's hops too, up to the URL's timeout): until
  // nothing more is asked for 700 ms. A pause that does not hold keeps asking, and this times out.
  let whilePaused = asked();
  await expect
    .poll(
      async () => {
        const before = asked();
        await app.waitForTimeout(700);
        whilePaused = asked();
        return whilePaused - before;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await app.waitForTimeout(700);
  expect(asked()).toBe(whilePaused);
  await panel.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(asked).toBeGreaterThan(whilePaused);
}
