import { hasProjectExtension } from '../../shared/project-file';
import { withContentHistory } from '../../shared/site-check/carry-history';
import type { PageCheck } from '../../shared/site-check/page-check';
import { SiteCheckResults } from '../../shared/site-check/site-check-results';
import {
  knownContentOptions,
  openProjectColumns,
  readProject,
  saveProjectStream,
  type ContentOptions,
  type ProjectColumns,
  unchangedSince,
} from '../engine';
import { translateMessage as t } from '../../shared/i18n/translator';
import { atArgumentPlace, RefusedWorkError } from './bad-argument';

/**
 * The project a check compares with and may save to: its results by URL (each with its content
 * history), read when the one source is a project file.
 */
export class CheckedProject {
  private readonly previous = new SiteCheckResults();

  private constructor(
    readonly path: string,
    checks: readonly PageCheck[],
    /** The whole project in columns (with what its last export wrote), to save it; null when it was read only to compare with. */
    private readonly project: ProjectColumns | null,
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
      const project = await atArgumentPlace(path, () => openProjectColumns(path, { exported: true }));
      return new CheckedProject(path, project.siteChecks, project);
    }
    const checks: PageCheck[] = [];
    await atArgumentPlace(path, () =>
      readProject(path, {
        header: () => undefined,
        rows: () => undefined,
        checks: (read) => void checks.push(...read),
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

  /** Writes the project back with these results in place of its URLs' earlier ones (a save is atomic). */
  async save(results: Iterable<PageCheck>): Promise<number> {
    const project = this.project;
    if (project === null) throw new Error(`${this.path} was opened only to compare with`);
    const kept = new SiteCheckResults();
    kept.add(project.siteChecks);
    kept.add(results);
    const siteChecks = [...kept.values()];
    const { header, tables, exported = [] } = project;
    const saved = { ...header, siteChecks: siteChecks.length };
    // Saved by another meanwhile (the app, another command): written over, its changes would be lost
    // unsaid. Looked at now, and again just before the new file takes the name.
    const unchanged = async (): Promise<void> => {
      if (!(await unchangedSince(this.path, project.file.identity)))
        throw new RefusedWorkError(t('cli.check.changedMeanwhile', { path: this.path }));
    };
    await unchanged();
    await atArgumentPlace(this.path, () =>
      saveProjectStream(this.path, saved, { tables, siteChecks, exported }, { beforeRename: unchanged }),
    );
    return siteChecks.length;
  }
}
