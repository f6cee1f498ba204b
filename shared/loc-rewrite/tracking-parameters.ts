import { withoutParameters } from './strip-query';

/**
 * Query parameters that only track a visit, never choose a page: Google Analytics' utm_* (any),
 * Google Ads' gclid, Facebook's fbclid, Microsoft Ads' msclkid, Mailchimp's mc_cid and mc_eid.
 */
export const TRACKING_PARAMETERS: readonly string[] = ['utm_*', 'gclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid'];

const NAMED = new Set(TRACKING_PARAMETERS.filter((name) => !name.endsWith('*')));

/** Whether a query parameter's name is a tracking one, any case. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || NAMED.has(lower);
}

/** A loc without its tracking parameters; other parameters keep their order and spelling. */
export const withoutTracking = (loc: string): string => withoutParameters(loc, isTrackingParameter);
