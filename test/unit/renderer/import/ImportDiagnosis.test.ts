// @vitest-environment happy-dom
import { nextTick } from 'vue';
import { afterEach, describe, expect, it } from 'vitest';
import ImportDiagnosis from '../../../../renderer/src/import/ImportDiagnosis.vue';
import { useDiagnoseStore } from '../../../../renderer/src/import/diagnose-store';
import { i18n } from '../../../../renderer/src/i18n';
import type { AgentFetch, Diagnosis } from '../../../../shared/diagnose/diagnosis';
import type { ResponseOf } from '../../../../shared/ipc-contract';
import { startStores } from '../../../support/renderer/store-harness';
import { mountComponent } from '../support/mount-component';

const URL_ = 'https://shop.example/sitemap.xml';

const fetched = (agent: AgentFetch['agent'], over: Partial<AgentFetch>): AgentFetch => ({
  agent,
  userAgent: agent,
  hops: [{ url: URL_, status: 200 }],
  status: 200,
  redirectNotFollowed: null,
  contentType: 'application/xml',
  contentEncoding: 'gzip',
  bytes: 1200,
  gzipFileBytes: null,
  cut: false,
  unfinished: false,
  challenge: null,
  htmlPage: false,
  error: null,
  ms: 40,
  ...over,
});

/** Googlebot gets Cloudflare's challenge (403, an HTML page) where the browser gets the sitemap. */
const CHALLENGED: Diagnosis = {
  url: URL_,
  googlebot: fetched('googlebot', {
    hops: [{ url: URL_, status: 403 }],
    status: 403,
    contentType: 'text/html',
    contentEncoding: null,
    bytes: 80,
    challenge: { vendor: 'cloudflare', evidence: 'cf-mitigated: challenge' },
  }),
  browser: fetched('browser', {}),
  differences: ['status', 'contentType', 'contentEncoding', 'bytes', 'challenge'],
  robots: { allowed: true, line: null, rule: null },
};

/** A diagnoseUrl answer the test settles when it likes. */
function deferred() {
  let settle!: (answer: ResponseOf<'diagnoseUrl'> | Error) => void;
  const answer = new Promise<ResponseOf<'diagnoseUrl'>>((resolve, reject) => {
    settle = (value) => (value instanceof Error ? reject(value) : resolve(value));
  });
  return { answer, settle };
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await nextTick();
};

afterEach(() => void (i18n.global.locale.value = 'en'));

/** The component showing a diagnosis whose answers differ in nothing compared, robots.txt allowing. */
async function showing(googlebot: Partial<AgentFetch>, browser: Partial<AgentFetch>) {
  const diagnosis: Diagnosis = {
    url: URL_,
    googlebot: fetched('googlebot', googlebot),
    browser: fetched('browser', browser),
    differences: [],
    robots: { allowed: true, line: null, rule: null },
  };
  startStores({ diagnoseUrl: (request) => ({ jobId: request.jobId!, diagnosis }) });
  const wrapper = mountComponent(ImportDiagnosis);
  await useDiagnoseStore().diagnose(URL_);
  await flush();
  return wrapper;
}

/** The two agents' cells in a row and the verdict with its mark, in English; then Googlebot's cell and the verdict in Dutch. */
async function expectTold(
  wrapper: Awaited<ReturnType<typeof showing>>,
  row: string,
  told: { mark: 'ok' | 'bad'; cells: string[]; verdict: string; dutchCell: string; dutchVerdict: string },
): Promise<void> {
  const cells = () =>
    wrapper
      .get(`tr[data-row="${row}"]`)
      .findAll('td')
      .map((cell) => cell.text());
  expect(cells()).toEqual(told.cells);
  expect(wrapper.get('.verdict').classes()).toContain(told.mark);
  expect(wrapper.get('.verdict').text()).toBe(told.verdict);
  i18n.global.locale.value = 'nl';
  await flush();
  expect(cells()[0]).toBe(told.dutchCell);
  expect(wrapper.get('.verdict').text()).toBe(told.dutchVerdict);
}

describe('ImportDiagnosis', () => {
  it('shows the run with Cancel, then both answers side by side with what differs and the verdict, in English and Dutch', async () => {
    const pending = deferred();
    const fake = startStores({ diagnoseUrl: () => pending.answer });
    const wrapper = mountComponent(ImportDiagnosis);
    const diagnosing = useDiagnoseStore().diagnose(URL_);
    await flush();
    expect(wrapper.get('[role=status]').text()).toBe(`Asking for ${URL_} as Googlebot and as a desktop browser…`);
    expect(wrapper.get('button').text()).toBe('Cancel');
    const jobId = fake.requestsTo('diagnoseUrl')[0]!.jobId!;
    pending.settle({ jobId, diagnosis: CHALLENGED });
    await diagnosing;
    await flush();

    expect(wrapper.get('h3').text()).toBe(`Diagnosis of ${URL_}`);
    expect(wrapper.findAll('thead th').map((cell) => cell.text())).toEqual(['Googlebot', 'Desktop browser']);
    const row = (name: string) => wrapper.get(`tr[data-row="${name}"]`);
    expect(
      row('status')
        .findAll('td')
        .map((cell) => cell.text()),
    ).toEqual(['403', '200']);
    expect(row('status').classes()).toContain('differs');
    expect(row('status').get('th').text()).toBe('status differs');
    expect(row('redirects').classes()).not.toContain('differs');
    expect(
      row('contentEncoding')
        .findAll('td')
        .map((cell) => cell.text()),
    ).toEqual(['–', 'gzip']);
    expect(
      row('bytes')
        .findAll('td')
        .map((cell) => cell.text()),
    ).toEqual(['80 bytes', '1,200 bytes']);
    expect(row('challenge').findAll('td')[0]!.text()).toBe('Cloudflare (cf-mitigated: challenge)');
    expect(wrapper.findAll('.note').map((note) => note.text())).toEqual([
      'Differs: status, content type, compression, size, challenge page.',
      'robots.txt lets Googlebot fetch it.',
    ]);
    expect(wrapper.get('.verdict').text()).toBe(
      'Googlebot gets a challenge page from Cloudflare instead of the file: allow Googlebot in the firewall or CDN.',
    );

    i18n.global.locale.value = 'nl';
    await flush();
    expect(wrapper.get('h3').text()).toBe(`Diagnose van ${URL_}`);
    expect(row('status').get('th').text()).toMatch(/verschilt$/);
    expect(wrapper.findAll('thead th').map((cell) => cell.text())).toEqual(['Googlebot', 'Desktopbrowser']);
    expect(wrapper.get('.verdict').text()).toBe(
      'Googlebot krijgt een controlepagina van Cloudflare in plaats van het bestand: laat Googlebot toe in de firewall of het CDN.',
    );
    expect(wrapper.get('button').text()).toBe('Sluiten');
    await wrapper.get('button').trigger('click');
    expect(wrapper.find('[data-testid=import-diagnosis]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('Cancel stops the job in main and shows nothing of it', async () => {
    const pending = deferred();
    const fake = startStores({ diagnoseUrl: () => pending.answer, cancelJob: () => ({ cancelled: true }) });
    const wrapper = mountComponent(ImportDiagnosis);
    const diagnosing = useDiagnoseStore().diagnose(URL_);
    await flush();
    await wrapper.get('button').trigger('click');
    const [asked] = fake.requestsTo('diagnoseUrl');
    expect(fake.requestsTo('cancelJob')).toEqual([{ jobId: asked!.jobId }]);
    pending.settle({ jobId: asked!.jobId!, diagnosis: null });
    await diagnosing;
    await flush();
    expect(wrapper.find('[data-testid=import-diagnosis]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('notes under the table each redirect one agent did not follow, before what differs', async () => {
    const elsewhere = 'https://cdn.example/sitemap.xml';
    const moved = { hops: [{ url: URL_, status: 301 }], status: 301, contentType: null, bytes: 0 };
    const notFollowed = { ...moved, redirectNotFollowed: { to: elsewhere, why: 'other-host' } } as const;
    const wrapper = await showing(notFollowed, notFollowed);
    expect(wrapper.findAll('.note').map((note) => note.text())).toEqual([
      `Googlebot: redirect to ${elsewhere} not followed (another host)`,
      `Desktop browser: redirect to ${elsewhere} not followed (another host)`,
      'Both got the same answer.',
      'robots.txt lets Googlebot fetch it.',
    ]);
    expect(wrapper.findAll('tr.differs')).toHaveLength(0);
    wrapper.unmount();
  });

  it('tells a large file still arriving when its time ran out as that, with the mark of a file got, in English and Dutch', async () => {
    const arriving = { bytes: 3 * 1024 * 1024, unfinished: true, ms: 30_004 };
    const wrapper = await showing(arriving, { ...arriving, bytes: 2 * 1024 * 1024 });
    await expectTold(wrapper, 'bytes', {
      mark: 'ok',
      cells: [
        '3,145,728 bytes when its time ran out (not the end)',
        '2,097,152 bytes when its time ran out (not the end)',
      ],
      verdict:
        "Googlebot gets status 200, and the file was still arriving when this diagnosis's time ran out: 3.0 MB came in 30 s and the rest was not read. That is this diagnosis's own time limit (a large file or a slow link), not a failure of the server.",
      dutchCell: '3.145.728 bytes toen de tijd om was (niet het einde)',
      dutchVerdict:
        'Googlebot krijgt status 200, en het bestand kwam nog binnen toen de tijd van deze diagnose om was: 3,0 MB in 30 s, de rest is niet gelezen. Dat is de eigen tijdslimiet van deze diagnose (een groot bestand of een trage verbinding), geen fout van de server.',
    });
    wrapper.unmount();
  });

  it('tells a file that stopped coming as the server stopping, with the mark of a file not got, in English and Dutch', async () => {
    const stalled = { bytes: 1000, error: 'body-stalled', silentMs: 29_800, ms: 30_004 };
    const wrapper = await showing(stalled, stalled);
    await expectTold(wrapper, 'error', {
      mark: 'bad',
      cells: ['stopped sending (29.8 s without a byte)', 'stopped sending (29.8 s without a byte)'],
      verdict:
        'Googlebot gets status 200, but the server stopped sending the file: 1,000 B came, then no byte in the last 29.8 s before the time ran out. Googlebot gives up on such a fetch too: look at what keeps the server, or a proxy in front of it, from sending the rest (a generator stuck, a backend that hangs).',
      dutchCell: 'stopte met sturen (29,8 s zonder byte)',
      dutchVerdict:
        "Googlebot krijgt status 200, maar de server stopte met het sturen van het bestand: 1.000 B kwam binnen, daarna geen byte meer in de laatste 29,8 s voordat de tijd om was. Googlebot geeft zo'n ophaalpoging ook op: zoek uit wat de server, of een proxy ervoor, tegenhoudt de rest te sturen (een generator die vastzit, een backend die blijft hangen).",
    });
    wrapper.unmount();
  });

  it('says why a diagnosis failed', async () => {
    startStores({
      diagnoseUrl: () => {
        throw new Error('ftp://x is not an http or https URL: only a web address can be diagnosed.');
      },
    });
    const wrapper = mountComponent(ImportDiagnosis);
    await useDiagnoseStore().diagnose('ftp://x');
    await flush();
    expect(wrapper.get('[role=alert]').text()).toBe(
      'The diagnosis of ftp://x failed: ftp://x is not an http or https URL: only a web address can be diagnosed.',
    );
    wrapper.unmount();
  });
});
