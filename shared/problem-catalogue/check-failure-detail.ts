import { robotsReasonText } from '../site-check/describe-robots';
import type { NetworkFailureDetail, RobotsRefusal } from '../site-check/page-check';

/*
 * A failed check's facts in English (Dutch in dutch/check-failure-detail.ts): the engine stores this
 * text as the failure's message, and the findings word the failure from the facts. Numbers are
 * written plainly: the stored message must not depend on the language of the moment.
 */

/** Why the network gave no answer, as a sentence; a connection error keeps `message`, the error's own words. */
export function networkFailureText(detail: NetworkFailureDetail, message: string): string {
  switch (detail.kind) {
    case 'dns':
      return `The host name ${detail.host} could not be found (${detail.code}).`;
    case 'timeout':
      return `${detail.host} did not answer in time (${detail.code}).`;
    case 'deadline':
      return `${detail.url} did not answer in full within ${detail.ms} ms.`;
    case 'connection':
      return message;
    case 'private-address':
      return `${detail.host} is at ${detail.address}, a local or private address; a site's redirect is not followed there.`;
  }
}

/** Why robots.txt blocks a URL, as a clause. */
export function robotsRefusalText(refusal: RobotsRefusal): string {
  switch (refusal.kind) {
    case 'robots-rule':
      return refusal.group
        ? `group "User-agent: ${refusal.group.agent}" (line ${refusal.group.line}), line ${refusal.line}: ${refusal.rule}`
        : `robots.txt line ${refusal.line}: ${refusal.rule}`;
    case 'robots-disallows':
      return 'robots.txt disallows it';
    case 'robots-unreadable':
      return `robots.txt could not be read (${robotsReasonText(refusal.reason, 'en')}): RFC 9309 says to fetch nothing from ${refusal.origin}`;
  }
}
