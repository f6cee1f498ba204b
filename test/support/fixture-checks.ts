import { afterAll, beforeAll } from 'vitest';
import { Agent } from 'undici';
import type { PageAlternate } from '../../shared/site-check/page-check';
import type { FixtureAlternate } from './fixture-cases';
import { startFixtureSite, type FixtureSettings, type FixtureSite } from './fixture-site';

/** A fixture site and one connection pool for the tests of a file, both closed after them. */
export function useFixtureSite(settings: Partial<FixtureSettings> = {}): {
  site: () => FixtureSite;
  agent: () => Agent;
} {
  let site: FixtureSite | null = null;
  let agent: Agent | null = null;
  beforeAll(async () => {
    site = await startFixtureSite({ pages: 50, ...settings });
    agent = new Agent({ connections: 16 });
  });
  afterAll(async () => {
    await agent?.destroy();
    await site?.close();
  });
  return { site: () => site!, agent: () => agent! };
}

/** A case's alternates as absolute URLs on the site. */
export const absoluteAlternates = (site: FixtureSite, alternates: readonly FixtureAlternate[]): PageAlternate[] =>
  alternates.map(({ hreflang, path }) => ({ hreflang, href: site.url(path) }));
