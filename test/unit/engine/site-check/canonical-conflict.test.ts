import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPage } from '../../../../electron/engine/site-check/check-page';
import { checkFindings } from '../../../../shared/site-check/check-findings';
import { notIndexableReason } from '../../../../shared/site-check/page-indexable';
import { startNginx } from '../../../support/zoo/nginx-server';
import { useRealServer } from '../../../support/zoo/use-real-server';

const page = (...canonicals: string[]): string =>
  `<!doctype html><html><head><title>t</title>${canonicals.map((href) => `<link rel="canonical" href="${href}">`).join('')}</head><body>x</body></html>`;

// Google: "If you specify multiple canonical URLs with rel=canonical, Google will likely ignore all the canonical hints."
describe('a page that names two canonical URLs (nginx)', () => {
  const agent = new Agent({ connections: 4 });
  afterAll(() => agent.destroy());
  const served = useRealServer(
    {
      name: 'nginx with a Link header',
      start: (dir) =>
        startNginx(dir, { server: 'location = /header.html { add_header Link "</b>; rel=\\"canonical\\""; }' }),
    },
    async (dir) => {
      await writeFile(join(dir, 'two.html'), page('/a', 'https://elsewhere.example/b'));
      await writeFile(join(dir, 'same.html'), page('/a', '/a#top', '/a'));
      // Ten repeats of the first, then another page: the repeats fill nothing.
      await writeFile(join(dir, 'late.html'), page(...Array<string>(11).fill('/a'), '/c'));
      await writeFile(join(dir, 'header.html'), page('/a'));
      await writeFile(join(dir, 'self.html'), page('/self.html'));
    },
  );
  const check = (path: string) =>
    checkPage(`${served().server.origin}${path}`, { dispatcher: agent, userAgent: 'SitemapStudioTest/1.0' });
  const codes = (result: Awaited<ReturnType<typeof check>>): string[] =>
    checkFindings(result, { loc: result.url, alternates: [] }).map((problem) => problem.code);

  it('says so, with both, and takes neither as the page named instead: it stays indexable', async () => {
    const { origin } = served().server;
    const two = await check('/two.html');
    expect(two).toMatchObject({ canonical: `${origin}/a`, canonicalConflict: 'https://elsewhere.example/b' });
    expect(codes(two)).toEqual(['check-canonical-conflict']);
    expect(checkFindings(two, { loc: two.url, alternates: [] })[0]!.message).toBe(
      `The page names two canonical URLs, ${origin}/a and https://elsewhere.example/b: Google then ignores both. Keep one.`,
    );
    expect(notIndexableReason(two, 'Googlebot')).toBeNull();
  });

  it("reads a Link header's canonical beside the head's as two", async () => {
    const { origin } = served().server;
    const header = await check('/header.html');
    expect(header).toMatchObject({ canonical: `${origin}/a`, canonicalConflict: `${origin}/b` });
    expect(codes(header)).toEqual(['check-canonical-conflict']);
    expect(await check('/late.html')).toMatchObject({ canonical: `${origin}/a`, canonicalConflict: `${origin}/c` });
  });

  it('takes the same canonical named again as one, and a page naming itself as no finding', async () => {
    const { origin } = served().server;
    const same = await check('/same.html');
    expect(same.canonical).toBe(`${origin}/a`);
    expect(same.canonicalConflict).toBeUndefined();
    expect(codes(same)).toEqual(['check-canonical-elsewhere']);
    expect(codes(await check('/self.html'))).toEqual([]);
  });
});
