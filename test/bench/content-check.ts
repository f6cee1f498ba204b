// The content check's ceiling: N fixture pages read whole and fingerprinted with checkPageContent, 64
// in flight through one undici Agent, politeness off, against the fixture site in a child process (as
// site-check.ts); then the fingerprint's own time per MiB of HTML, in this process. BENCH_CHECK_URLS
// sets N (100,000).
import { checkPageContent } from '../../electron/engine/site-check/check-content';
import { ContentFingerprinter } from '../../electron/engine/site-check/fingerprint/content-fingerprinter';
import { fmt } from './measure';
import { checkFixtureUrls, fixtureRunLine, IN_FLIGHT } from './site-check';

const URLS = Number(process.env['BENCH_CHECK_URLS'] ?? 100_000);

export async function benchContentCheck(): Promise<void> {
  console.log(
    `\nContent check (checkPageContent, ${IN_FLIGHT} in flight, politeness off, fixture site in a child process)`,
  );
  let fingerprinted = 0;
  const run = await checkFixtureUrls(URLS, checkPageContent, (check) => {
    if (check.fingerprint) fingerprinted += 1;
  });
  console.log(`  ${fixtureRunLine(run, `, ${fingerprinted.toLocaleString('en')} fingerprinted`)}`);
  fingerprintPerMib();
}

/** A page of about 1 MiB: a frame, and an article of paragraphs with links, counters and relative times. */
function largePage(): string {
  const paragraphs: string[] = [];
  for (let i = 0, length = 0; length < 1024 * 1024; i++) {
    const paragraph =
      `<p>Paragraph ${i}: walking boots of waxed leather, <a href="/boots/${i}?v=${i}">size ${i % 50}</a>,` +
      ` ${i * 3} views, updated ${i % 60} minutes ago. <span>Éé ﬁ</span></p>`;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return (
    '<!doctype html><html><head><title>Boots</title><script type="application/ld+json">{"@type":"Product"}</script>' +
    `</head><body><header><nav>menu</nav></header><main><article>${paragraphs.join('')}</article></main>` +
    '<footer>© Boots</footer></body></html>'
  );
}

function fingerprintPerMib(): void {
  const html = largePage();
  const mib = Buffer.byteLength(html) / 2 ** 20;
  const rounds = 20;
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round++) {
    const fingerprinter = new ContentFingerprinter('https://example.com/boots');
    for (let at = 0; at < html.length; at += 64 * 1024) fingerprinter.write(html.slice(at, at + 64 * 1024));
    fingerprinter.fingerprint();
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / rounds;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1e3 / rounds;
  console.log(
    `  fingerprint: ${fmt(ms / mib, 1)} ms per MiB of HTML, ${fmt(cpuMs / mib, 1)} ms of CPU` +
      ` (${fmt(mib, 2)} MiB page, mean of ${rounds})`,
  );
}
