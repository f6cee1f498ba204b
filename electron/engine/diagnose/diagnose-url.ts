import { differencesOf, type Diagnosis } from '../../../shared/diagnose/diagnosis';
import { createRobotsMatcher } from '../../../shared/robots/robots-matcher';
import { createHttpAgent } from '../http/unpaused-agent';
import { fetchRobotsTxt, robotsStatusDisallowsAll } from '../site-check/host-robots-fetch';
import { DIAGNOSE_USER_AGENTS, fetchAs } from './agent-fetch';

export interface DiagnoseOptions {
  /** Each request's deadline: Googlebot's fetch, the browser's and robots.txt's each have their own. */
  timeoutMs?: number;
  /** Decoded bytes of the body counted at most (a sitemap may have 50 MB). */
  maxBytes?: number;
  signal?: AbortSignal;
}

const DIAGNOSE_DEFAULTS = { timeoutMs: 30_000, maxBytes: 64 * 1024 * 1024 };

/**
 * Asks for `url` as Googlebot and as a desktop browser, one after the other, and reads the host's
 * robots.txt for Googlebot: the answers side by side and where they differ. Only the URL, its
 * redirects on the same host and the host's robots.txt are asked for.
 */
export async function diagnoseUrl(url: string, options: DiagnoseOptions = {}): Promise<Diagnosis> {
  const { timeoutMs, maxBytes } = { ...DIAGNOSE_DEFAULTS, ...options };
  const { origin, host } = new URL(url);
  const dispatcher = createHttpAgent({
    connections: 2,
    connectTimeoutMs: timeoutMs,
    maxResponseBytes: maxBytes + 1024 * 1024,
    ownHosts: new Set([host]),
  });
  try {
    // One deadline per fetch: the browser's does not start with what Googlebot's left of a shared one.
    const googlebot = await withDeadline(timeoutMs, options.signal, (signal) =>
      fetchAs('googlebot', url, { dispatcher, signal, maxBytes, timeoutMs }),
    );
    const browser = await withDeadline(timeoutMs, options.signal, (signal) =>
      fetchAs('browser', url, { dispatcher, signal, maxBytes, timeoutMs }),
    );
    const answer = await fetchRobotsTxt(origin, {
      userAgent: DIAGNOSE_USER_AGENTS.googlebot,
      timeoutMs,
      signal: options.signal ?? new AbortController().signal,
      dispatcher,
    });
    return {
      url,
      googlebot,
      browser,
      differences: differencesOf(googlebot, browser),
      robots: robotsVerdict(url, origin, answer),
    };
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
}

/**
 * Runs `run` with a deadline of its own, aborting with a TimeoutError, and the caller's cancel. A
 * plain timer, kept until `run` ends: AbortSignal.any holds its sources weakly on Node 20, so an
 * AbortSignal.timeout only it refers to can be collected before it fires, and the fetch never times out.
 */
async function withDeadline<T>(
  ms: number,
  cancel: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException('The diagnosis took too long', 'TimeoutError')), ms);
  try {
    return await run(cancel ? AbortSignal.any([deadline.signal, cancel]) : deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

function robotsVerdict(
  url: string,
  origin: string,
  answer: Awaited<ReturnType<typeof fetchRobotsTxt>>,
): Diagnosis['robots'] {
  if (answer.kind === 'unreachable') return { unreadable: answer.reason };
  // RFC 9309: a 4xx robots.txt allows everything; a 5xx (and 429) is read as disallowing everything.
  if (robotsStatusDisallowsAll(answer.status))
    return { allowed: false, line: null, rule: `robots.txt answered ${answer.status}` };
  const text = answer.status >= 200 && answer.status < 300 ? answer.text : '';
  const verdict = createRobotsMatcher(`${origin}/robots.txt`, text).verdict(url, 'Googlebot');
  if (!verdict) return { allowed: true, line: null, rule: null };
  return { allowed: verdict.allowed, line: verdict.line ?? null, rule: verdict.rule ?? null };
}
