import type { IncomingHttpHeaders } from 'node:http';
import type { ChallengePage } from '../../../shared/diagnose/diagnosis';

/** A marker of a vendor's challenge or block page: in a header, or in the first bytes of the body. */
interface Marker {
  vendor: ChallengePage['vendor'];
  header?: { name: string; value?: RegExp };
  body?: RegExp;
}

/**
 * What firewalls and CDNs put on the pages they answer bots with, as their own documentation and
 * real block pages show. A header marker counts on any answer; a body marker only on one that is
 * not a success (a sitemap may well mention "captcha"), or on an HTML success where a file was asked for.
 */
const MARKERS: readonly Marker[] = [
  { vendor: 'cloudflare', header: { name: 'cf-mitigated', value: /challenge/i } },
  {
    vendor: 'cloudflare',
    body: /<title>Just a moment\.\.\.<\/title>|cf-chl-|challenges\.cloudflare\.com|Attention Required! \| Cloudflare/i,
  },
  { vendor: 'akamai', body: /Access Denied[\s\S]{0,400}Reference #\d|errors\.edgesuite\.net/i },
  { vendor: 'imperva', body: /_Incapsula_Resource|Incapsula incident ID/i },
  { vendor: 'imperva', header: { name: 'x-iinfo' } },
  { vendor: 'sucuri', body: /Sucuri WebSite Firewall|sucuri\.net\/privacy-policy/i },
  { vendor: 'sucuri', header: { name: 'x-sucuri-block' } },
  { vendor: 'aws-waf', header: { name: 'x-amzn-waf-action' } },
  { vendor: 'aws-waf', body: /Request blocked\.[\s\S]{0,400}CloudFront|awswaf/i },
  { vendor: 'datadome', header: { name: 'x-datadome' } },
  { vendor: 'datadome', body: /captcha-delivery\.com|geo\.captcha-delivery/i },
  { vendor: 'perimeterx', body: /_pxCaptcha|px-captcha|perimeterx/i },
  {
    vendor: 'unknown',
    body: /g-recaptcha|h-captcha|hcaptcha\.com|turnstile|are you a (?:human|robot)|verify you are human/i,
  },
];

/** How much of a body the markers look at: block pages say who they are near the top. */
export const CHALLENGE_SCAN_BYTES = 64 * 1024;

/**
 * The challenge or block page this answer is, or null: by its headers on any answer, by its body
 * (the first CHALLENGE_SCAN_BYTES as text) when the answer is not a 2xx or is HTML.
 */
export function challengeOf(status: number, headers: IncomingHttpHeaders, bodyStart: string): ChallengePage | null {
  const html = /html/i.test(headerText(headers['content-type']));
  for (const marker of MARKERS) {
    if (marker.header) {
      const value = headers[marker.header.name];
      if (value !== undefined && (!marker.header.value || marker.header.value.test(headerText(value))))
        return { vendor: marker.vendor, evidence: `${marker.header.name}: ${headerText(value)}`.slice(0, 200) };
    }
    if (marker.body && (status < 200 || status > 299 || html)) {
      const found = marker.body.exec(bodyStart);
      if (found) return { vendor: marker.vendor, evidence: found[0].replace(/\s+/g, ' ').slice(0, 200) };
    }
  }
  return null;
}

const headerText = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');
