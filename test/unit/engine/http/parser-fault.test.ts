import { createHttpAgent } from '../../../../electron/engine/http/unpaused-agent';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { diagnoseUrl } from '../../../../electron/engine/diagnose/diagnose-url';
import { checkPage } from '../../../../electron/engine/site-check/check-page';
import { diagnosisLines, verdictText } from '../../../../shared/diagnose/diagnosis-words';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { networkFailureWords } from '../../../../shared/problem-catalogue/check-failure-detail';
import { partIn } from '../../../../shared/problem-catalogue/render-words';
import { problemText } from '../../../../shared/problems';
import { compactCheck, pageCheckShape } from '../../../../shared/site-check/page-check-shape';
import type { NetworkFailureDetail } from '../../../../shared/site-check/page-check';
import { importAll } from '../../../support/import-helpers';
import { escapeRegExp } from '../../../../shared/escape-regexp';
import { REFUSED_REPLIES, replyWithHeader, serveRawReply } from '../../../support/zoo/raw-reply-server';

afterEach(() => setActiveLocale('en'));

async function checked(url: string) {
  const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 1024 * 1024 });
  onTestFinished(() => dispatcher.close());
  return checkPage(url, { dispatcher, userAgent: 'SitemapStudioTest/1.0' });
}

// Every llhttp refusal was told "did not answer in HTTP: its reply has no valid status line (an HTTP/0.9 reply, or
// another protocol on that port)": a folded header an old IIS still sends sent the person to look for a wrong port.
describe('an answer with a valid status line whose headers llhttp refuses', () => {
  for (const [what, reply, reason] of REFUSED_REPLIES.invalidHeaders) {
    it(`${what}: import, site check and diagnose name the headers and llhttp's reason, in English and Dutch`, async () => {
      const { origin } = await serveRawReply(reply);
      const url = `${origin}/sitemap.xml`;

      const imported = await importAll([url], { retryDelayMs: 10 });
      const problem = imported.problems.find((item) => item.code === 'http-not-understood');
      expect(problem?.params?.[0]).toEqual({ url, why: 'invalid-headers', reason });
      expect(problem?.message).toBe(
        `${url} answered with headers that are not valid HTTP (${reason}), which HTTP clients refuse; nothing was read. Fix the header where the server, or a proxy in front of it, sends it.`,
      );

      const check = await checked(url);
      const { failure } = check;
      const host = new URL(origin).host;
      expect(failure?.detail).toEqual({ kind: 'connection', host, code: 'HTTPParserError', parserReason: reason });
      expect(failure?.message).toBe(
        `${host} answered with headers that are not valid HTTP (${reason}), which HTTP clients refuse.`,
      );
      // Kept in a saved check, and read back.
      expect(pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(check)))).failure).toEqual(failure);

      const diagnosis = await diagnoseUrl(url, { timeoutMs: 5_000 });
      expect(diagnosis.googlebot).toMatchObject({ status: null, error: 'invalid-headers', parserReason: reason });
      expect(verdictText(diagnosis)).toBe(`Googlebot gets no answer: headers that are not valid HTTP (${reason}).`);

      setActiveLocale('nl');
      expect(problemText(problem!)).toBe(
        `${url} antwoordde met headers die geen geldige HTTP zijn (${reason}), die HTTP-clients weigeren; er is niets gelezen. Herstel de header waar de server, of een proxy ervoor, hem verstuurt.`,
      );
      expect(partIn(networkFailureWords(failure!.detail as NetworkFailureDetail, ''), 'nl')).toBe(
        `${host} antwoordde met headers die geen geldige HTTP zijn (${reason}), die HTTP-clients weigeren.`,
      );
      expect(verdictText(diagnosis)).toBe(
        `Googlebot krijgt geen antwoord: headers die geen geldige HTTP zijn (${reason}).`,
      );
    });
  }
});

describe('an answer with no HTTP status line', () => {
  for (const [what, reply] of REFUSED_REPLIES.notHttp) {
    it(`${what}: still told as not HTTP everywhere`, async () => {
      const { origin } = await serveRawReply(reply);
      const url = `${origin}/sitemap.xml`;
      const imported = await importAll([url], { retryDelayMs: 10 });
      const problem = imported.problems.find((item) => item.code === 'http-not-understood');
      expect(problem?.params?.[0]).toEqual({ url, why: 'not-http' });
      expect(problem?.message).toContain('did not answer in HTTP: its reply has no valid status line');
      const { failure } = await checked(url);
      expect(failure?.message).toMatch(/did not answer in HTTP: its reply has no valid status line/);
      const diagnosis = await diagnoseUrl(url, { timeoutMs: 5_000 });
      expect(diagnosis.googlebot.error).toBe('not-http');
    });
  }
});

// A status line ended by LF alone (llhttp: "Missing expected CR after response line") was told "did not answer in
// HTTP: its reply has no valid status line (an HTTP/0.9 reply, or another protocol on that port)": HTTP/1.1 on the
// right port, whose only fault is its line endings, sent the person looking for a wrong port or protocol.
describe('an answer whose lines end in LF alone', () => {
  for (const [what, reply] of REFUSED_REPLIES.bareLf) {
    it(`${what}: import, site check and diagnose name the line endings and what to fix, in English and Dutch`, async () => {
      const { origin } = await serveRawReply(reply);
      const url = `${origin}/sitemap.xml`;
      const host = new URL(origin).host;

      const imported = await importAll([url], { retryDelayMs: 10 });
      const problem = imported.problems.find((item) => item.code === 'http-not-understood');
      expect(problem?.params?.[0]).toEqual({ url, why: 'bare-lf' });
      expect(problem?.message).toBe(
        `${url} answered with lines that end in LF alone, not CR LF as HTTP requires; this app reads HTTP strictly and refuses such a reply (some browsers accept it), so nothing was read. Fix the line endings where the server, or a proxy in front of it, writes its reply.`,
      );

      const check = await checked(url);
      const { failure } = check;
      expect(failure?.message).toBe(
        `${host} answered with lines that end in LF alone, not CR LF as HTTP requires; this app reads HTTP strictly and refuses such a reply (some browsers accept it). Fix the line endings where the server, or a proxy in front of it, writes its reply.`,
      );
      // Kept in a saved check, and read back.
      expect(pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(check)))).failure).toEqual(failure);

      const diagnosis = await diagnoseUrl(url, { timeoutMs: 5_000 });
      expect(diagnosis.googlebot).toMatchObject({ status: null, error: 'bare-lf' });
      expect(diagnosisLines(diagnosis).find((line) => line.row === 'error')?.googlebot).toBe(
        'lines that end in LF alone, not CR LF',
      );
      expect(verdictText(diagnosis)).toBe(
        'This diagnosis could not read the answer: the server ends its lines in LF alone, not CR LF as HTTP requires. This app reads HTTP strictly and refuses such an answer, though some browsers accept it, so it cannot tell what Googlebot gets. Fix the line endings where the server, or a proxy in front of it, writes its answer.',
      );

      setActiveLocale('nl');
      expect(problemText(problem!)).toBe(
        `${url} antwoordde met regels die op alleen LF eindigen, niet op CR LF zoals HTTP vereist; deze app leest HTTP strikt en weigert zo'n antwoord (sommige browsers nemen het aan), dus er is niets gelezen. Herstel de regeleinden waar de server, of een proxy ervoor, het antwoord schrijft.`,
      );
      expect(partIn(networkFailureWords(failure!.detail as NetworkFailureDetail, ''), 'nl')).toBe(
        `${host} antwoordde met regels die op alleen LF eindigen, niet op CR LF zoals HTTP vereist; deze app leest HTTP strikt en weigert zo'n antwoord (sommige browsers nemen het aan). Herstel de regeleinden waar de server, of een proxy ervoor, het antwoord schrijft.`,
      );
      expect(diagnosisLines(diagnosis).find((line) => line.row === 'error')?.googlebot).toBe(
        'regels die op alleen LF eindigen, niet op CR LF',
      );
      expect(verdictText(diagnosis)).toBe(
        "Deze diagnose kon het antwoord niet lezen: de server laat zijn regels op alleen LF eindigen, niet op CR LF zoals HTTP vereist. Deze app leest HTTP strikt en weigert zo'n antwoord, al nemen sommige browsers het aan, dus hij kan niet zeggen wat Googlebot krijgt. Herstel de regeleinden waar de server, of een proxy ervoor, het antwoord schrijft.",
      );
    });
  }
});

// undici refuses an interim 100 Continue before the answer to a GET (nodejs/undici#197) with a socket's code and "bad
// response": the site check told it "The connection … failed: bad response", in Dutch "werd verbroken", a reset.
describe('an answer the request did not ask for (100 Continue before the answer to a GET)', () => {
  const reply = `HTTP/1.1 100 Continue\r\n\r\n${replyWithHeader('X-Any: 1')}`;

  it('import, site check and diagnose say so, the same answer everywhere, in English and Dutch', async () => {
    const { origin } = await serveRawReply(reply);
    const url = `${origin}/sitemap.xml`;
    const host = new URL(origin).host;

    const imported = await importAll([url], { retryDelayMs: 10 });
    expect(imported.problems.find((item) => item.code === 'http-not-understood')?.params?.[0]).toEqual({
      url,
      why: 'unasked-answer',
    });

    const check = await checked(url);
    const { failure } = check;
    expect(failure?.kind).toBe('connection');
    expect(failure?.detail).toEqual({ kind: 'connection', host, code: 'UND_ERR_SOCKET', unasked: true });
    expect(failure?.message).toBe(
      `${host} sent an answer the request did not ask for (a 100 Continue before the answer to a plain GET), which this app's HTTP client refuses. Have the server, or a proxy in front of it, send 100 Continue only to a request that asks for it.`,
    );
    // Kept in a saved check, and read back.
    expect(pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(check)))).failure).toEqual(failure);

    const diagnosis = await diagnoseUrl(url, { timeoutMs: 5_000 });
    expect(diagnosis.googlebot).toMatchObject({ status: null, error: 'unasked-answer' });

    setActiveLocale('nl');
    expect(partIn(networkFailureWords(failure!.detail as NetworkFailureDetail, ''), 'nl')).toBe(
      `${host} stuurde een antwoord waar het verzoek niet om vroeg (een 100 Continue voor het antwoord op een gewone GET), dat de HTTP-client van deze app weigert. Laat de server, of een proxy ervoor, 100 Continue alleen sturen op een verzoek dat erom vraagt.`,
    );
  });

  it('a connection the server closes is still told as closed, not as an answer not asked for', async () => {
    const { origin } = await serveRawReply('');
    const { failure } = await checked(`${origin}/sitemap.xml`);
    expect(failure?.detail).toMatchObject({ kind: 'connection', code: 'UND_ERR_SOCKET' });
    expect(failure?.detail).not.toHaveProperty('unasked');
  });

  it('a body whose compression or chunked framing is broken is told as the body, not as the connection or the headers', async () => {
    const gzip = await serveRawReply(
      'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\nContent-Length: 15\r\n\r\nnot gzip at all',
    );
    const host = (origin: string): string => new URL(origin).host;
    const broken = (await checked(`${gzip.origin}/page`)).failure;
    expect(broken?.detail).toMatchObject({ kind: 'connection', code: expect.stringMatching(/^Z_/) });
    expect(broken?.message).toMatch(
      new RegExp(`^${escapeRegExp(host(gzip.origin))} sent a compressed body whose data is broken \\(Z_[A-Z_]+\\)\\.$`),
    );
    const chunks = await serveRawReply(
      'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
    );
    const framing = (await checked(`${chunks.origin}/page`)).failure;
    expect(framing?.message).toBe(
      `${host(chunks.origin)} sent a body whose chunked framing is broken (Invalid character in chunk size), which HTTP clients refuse.`,
    );
    // Import and diagnose called it a connection that broke (and the import read it again), in undici's English.
    const url = `${chunks.origin}/sitemap.xml`;
    const imported = await importAll([url], { retryDelayMs: 10 });
    const problem = imported.problems.find((item) => item.code === 'http-not-understood');
    expect(problem?.params?.[0]).toEqual({ url, why: 'bad-chunks', reason: 'Invalid character in chunk size' });
    expect(imported.problems.map((item) => item.code)).not.toContain('read-retried');
    const diagnosis = await diagnoseUrl(url, { timeoutMs: 5_000 });
    expect(diagnosis.googlebot).toMatchObject({ error: 'bad-chunks', parserReason: 'Invalid character in chunk size' });
    expect(verdictText(diagnosis)).toBe(
      'Googlebot gets status 200, but the file breaks off: a body whose chunked framing is broken (Invalid character in chunk size).',
    );
    setActiveLocale('nl');
    expect(partIn(networkFailureWords(framing!.detail as NetworkFailureDetail, ''), 'nl')).toBe(
      `${host(chunks.origin)} stuurde een body waarvan de chunked-opbouw niet klopt (Invalid character in chunk size), wat HTTP-clients weigeren.`,
    );
    expect(problemText(problem!)).toMatch(/^http:.* stuurde een body waarvan de chunked-opbouw niet klopt/);
  });

  // The network sweep: two Content-Type headers, text/plain then text/html, made the page "not HTML"
  // (joined, "text/plain, text/html"); a browser takes the last, and reads its noindex.
  it('takes the last of two Content-Types, as a browser does', async () => {
    const page = '<html><head><meta name=robots content=noindex></head></html>';
    const two = await serveRawReply(
      `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Type: text/html\r\nContent-Length: ${page.length}\r\nConnection: close\r\n\r\n${page}`,
    );
    const check = await checked(`${two.origin}/page`);
    expect(check).toMatchObject({ status: 200, failure: null, contentType: 'text/html', metaRobots: 'noindex' });
  });

  // The network sweep: a connection closed within a chunk ("Invalid EOF state") was told as headers that are not valid HTTP.
  it('a body cut off within a chunk is told as the body, though llhttp names no chunk', async () => {
    const cut = await serveRawReply(
      'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n1000\r\n<!doctype html><html><head><title>x',
    );
    const check = await checked(`${cut.origin}/page`);
    const { failure } = check;
    expect(failure?.detail).toMatchObject({ kind: 'connection', inBody: true });
    expect(failure?.message).toBe(
      `${new URL(cut.origin).host} sent a body whose chunked framing is broken (Invalid EOF state), which HTTP clients refuse.`,
    );
    // Kept through a save and an open, as every failure's facts are.
    expect(pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(check)))).failure).toEqual(failure);
  });
});
