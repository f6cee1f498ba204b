import type { ProjectData } from '../../shared/project-file';
import { hasProjectExtension } from '../../shared/project-file';
import { knownHistory, withContentHistory } from '../../shared/site-check/carry-history';
import type { PageCheck } from '../../shared/site-check/page-check';
import { SiteCheckResults } from '../../shared/site-check/site-check-results';
import { openProjectFile, saveProjectFile, type ContentOptions } from '../engine';
import { atArgumentPlace } from './bad-argument';

/**
 * The project a check compares with and may save to: its results by URL (each with its content
 * history), read when the one source is a project file.
 */
export class CheckedProject {
  private readonly previous: SiteCheckResults;

  private constructor(
    readonly path: string,
    private readonly project: ProjectData,
  ) {
    this.previous = new SiteCheckResults();
    this.previous.add(project.siteChecks);
  }

  /** The project when `sources` is one project file; null for anything else (sitemaps, URLs, several sources). */
  static async open(sources: readonly string[]): Promise<CheckedProject | null> {
    const [path] = sources;
    if (sources.length !== 1 || path === undefined || !hasProjectExtension(path)) return null;
    return new CheckedProject(path, await atArgumentPlace(path, () => openProjectFile(path)));
  }

  /** What the content check needs of the project: each URL's fingerprint as the project knows it. */
  contentOptions(fetchTwice: boolean): ContentOptions {
    return { known: (url) => knownHistory(this.previous.get(url))?.fingerprint, fetchTwice };
  }

  /** A new result with its URL's history carried on from the project's and merged (the row's lastmod at the time). */
  carryOn(check: PageCheck, lastmod: string | null): PageCheck {
    return withContentHistory(check, this.previous.get(check.url), lastmod);
  }

  /** Writes the project back with these results in place of its URLs' earlier ones (a save is atomic). */
  async save(results: Iterable<PageCheck>): Promise<number> {
    const kept = new SiteCheckResults();
    kept.add(this.project.siteChecks);
    kept.add(results);
    const siteChecks = [...kept.values()];
    await atArgumentPlace(this.path, () => saveProjectFile(this.path, { ...this.project, siteChecks }));
    return siteChecks.length;
  }
}
