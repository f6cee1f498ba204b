import { ROBOTS_MAX_BYTES } from '../../../shared/robots/robots-lines';
import { createHttpAgent } from '../http/unpaused-agent';
import { fetchRobotsTxt, readingOf, type RobotsReading } from './host-robots-fetch';
import { siteCheckUserAgent } from './polite-agent';

/**
 * A site's live robots.txt (`origin`'s), asked for once as the site check asks for it (its own user
 * agent, redirects followed, at most `timeoutMs` in all) and read as RFC 9309 says: its rules, or
 * everything allowed or disallowed and why. `signal` cancels it with its AbortError.
 */
export async function readLiveRobotsTxt(
  origin: string,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<RobotsReading> {
  // The person named this site: no address rule (ownHosts), as for any URL they import.
  const dispatcher = createHttpAgent({
    connections: 1,
    connectTimeoutMs: timeoutMs,
    maxResponseBytes: 2 * ROBOTS_MAX_BYTES,
  });
  try {
    const answer = await fetchRobotsTxt(origin, {
      userAgent: siteCheckUserAgent(),
      timeoutMs,
      signal: signal ?? new AbortController().signal,
      dispatcher,
    });
    return readingOf(answer);
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
}
