import { appendAll } from '../../shared/append-all';
import { hasProjectExtension, type ColumnarProjectData } from '../../shared/project-file';
import { withContentHistory } from '../../shared/site-check/carry-history';
import type { PageCheck } from '../../shared/site-check/page-check';
import { SiteCheckResults } from '../../shared/site-check/site-check-results';
import { knownContentOptions, openColumnarProject, readProject, type ContentOptions } from '../engine';
import { translateMessage as t } from '../../shared/i18n/translator';
import { atArgumentPlace } from './bad-argument';
import { saveCommandProject, type ReadFrom } from './save-command-project';

/**
 * The project a check compares with and may save to: its results by URL (each with its content
 * history), read when the one source is a project file.
 */
export class CheckedProject {
  private readonly previous = new SiteCheckResults();

  private constructor(
    readonly path: string,
    checks: readonly PageCheck[],
    /** The whole project in columns (with what its last export wrote), and the file as read, to save it; null when it was read only to compare with. */
    private readonly saved: { project: ColumnarProjectData; readFrom: ReadFrom } | null,
  ) {
    this.previous.add(checks);
  }

  /**
   * The project when `sources` is one project file; null for anything else (sitemaps, URLs, several
   * sources). Only its results are held unless it is to be saved (`forSave`): the check streams the rows.
   */
  static async open(sources: readonly string[], forSave: boolean): Promise<CheckedProject | null> {
    const [path] = sources;
    if (sources.length !== 1 || path === undefined || !hasProjectExtension(path)) return null;
    if (forSave) {
      // Columns, not a row object each: saved from them, a project in column members stays one.
      const { project, identity } = await atArgumentPlace(path, () => openColumnarProject(path));
      return new CheckedProject(path, project.siteChecks, { project, readFrom: { path, identity } });
    }
    const checks: PageCheck[] = [];
    await atArgumentPlace(path, () =>
      readProject(path, {
        header: () => undefined,
        rows: () => undefined,
        checks: (read) => void appendAll(checks, read),
      }),
    );
    return new CheckedProject(path, checks, null);
  }

  /** What the content check needs of the project: each URL's fingerprint as the project knows it. */
  contentOptions(fetchTwice: boolean): ContentOptions {
    return knownContentOptions(this.previous, fetchTwice);
  }

  /** A new result with its URL's history carried on from the project's and merged (the row's lastmod at the time). */
  carryOn(check: PageCheck, lastmod: string | null): PageCheck {
    return withContentHistory(check, this.previous.get(check.url), lastmod);
  }

  /**
   * Writes the project back with these results in place of its URLs' earlier ones (a save is atomic),
   * refused when another program saved it meanwhile (saveCommandProject).
   */
  async save(results: Iterable<PageCheck>): Promise<number> {
    if (this.saved === null) throw new Error(`${this.path} was opened only to compare with`);
    const { project, readFrom } = this.saved;
    const kept = new SiteCheckResults();
    kept.add(project.siteChecks);
    kept.add(results);
    const siteChecks = [...kept.values()];
    await saveCommandProject(
      { ...project, siteChecks },
      {
        out: this.path,
        outArgument: this.path,
        readFrom,
        changedMeanwhile: (path) => t('cli.check.changedMeanwhile', { path }),
      },
    );
    return siteChecks.length;
  }
}
