import { newsUrlsPerFile, type ExportSettings } from '../../../shared/export-settings';
import { createRobotsMatcher, DEFAULT_ROBOTS_AGENT, type RobotsMatcher } from '../../../shared/robots/robots-matcher';
import { parseBaseUrl, type PublishBase } from '../../../shared/validation/base-url';
import type { RowContext } from '../../../shared/validation/validate-rows';

/** What validation depends on besides the rows, as plain data the worker can be sent. */
export interface ValidationSettings {
  /** Where the sitemaps will be published; null until the export settings reach the renderer. */
  base: PublishBase | null;
  robotsTxt: string | null;
  agent: string;
  /** The most URLs the export will write in one file of a news sitemap. */
  newsUrlsPerFile: number;
  /** The export accepts locs on other hosts than the base URL's (a warning, not an error). */
  allowOtherHosts: boolean;
}

/** The validation settings of a project: the rows are checked as the export will write them. */
export function validationSettings(
  exportSettings: Pick<ExportSettings, 'baseUrl' | 'maxUrls' | 'splitNewsSitemaps' | 'allowOtherHosts' | 'format'>,
  robotsTxt: string | null,
): ValidationSettings {
  return {
    base: publishBase(exportSettings.baseUrl),
    robotsTxt,
    agent: DEFAULT_ROBOTS_AGENT,
    newsUrlsPerFile: newsUrlsPerFile(exportSettings),
    allowOtherHosts: exportSettings.allowOtherHosts,
  };
}

/** The base URL's publishing place, or null while it is empty or unusable (locs are then checked on their own). */
function publishBase(baseUrl: string): PublishBase | null {
  const parsed = baseUrl.trim() === '' ? null : parseBaseUrl(baseUrl);
  return parsed?.ok ? parsed.base : null;
}

/** The rule context for settings at a moment (`now` for "lastmod in the future" and "news older than two days"). */
export function rowContext(settings: ValidationSettings, now: number): RowContext {
  const robots =
    settings.robotsTxt === null ? null : { matcher: originRobotsMatcher(settings.robotsTxt), agent: settings.agent };
  const { base, newsUrlsPerFile, allowOtherHosts } = settings;
  return { base, now, robots, newsUrlsPerFile, allowOtherHosts };
}

/**
 * The project keeps its robots.txt as text, not where it came from, and the publish base is not
 * set in the renderer yet; so the file is read as the robots.txt of each loc's own origin. When
 * the export settings give a base URL, the matcher can take that origin instead.
 */
export function originRobotsMatcher(text: string): RobotsMatcher {
  const byOrigin = new Map<string, RobotsMatcher>();
  const first = createRobotsMatcher('https://robots.invalid/robots.txt', text);
  return {
    sitemaps: first.sitemaps,
    truncated: first.truncated,
    crawlDelay: (agent) => first.crawlDelay(agent),
    namesAgent: (agent) => first.namesAgent(agent),
    verdict(url, agent) {
      const origin = new URL(url).origin;
      let matcher = byOrigin.get(origin);
      if (!matcher) {
        matcher = createRobotsMatcher(`${origin}/robots.txt`, text);
        byOrigin.set(origin, matcher);
      }
      return matcher.verdict(url, agent);
    },
  };
}
