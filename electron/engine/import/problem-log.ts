import { PROBLEMS_LISTED_PER_CODE } from '../../../shared/import-options';
import { unlistedMessage } from '../../../shared/problem-catalogue';
import { problem, type Problem, type ProblemCode, type Severity } from '../../../shared/problems';

/**
 * Collects the problems of an import. A file with 50,000 relative locs would otherwise yield
 * 50,000 identical warnings; past the limit each code gets one closing line with the count.
 */
export class ProblemLog {
  private readonly listed: Problem[] = [];
  private readonly overflow = new Map<string, { severity: Severity; code: ProblemCode; file: string; count: number }>();
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit = PROBLEMS_LISTED_PER_CODE) {}

  add(item: Problem): void {
    const file = item.place.file ?? '';
    const key = `${file}\u0000${item.code}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count <= this.limit) {
      this.listed.push(item);
      return;
    }
    const entry = this.overflow.get(key);
    if (entry) entry.count++;
    else this.overflow.set(key, { severity: item.severity, code: item.code, file, count: 1 });
  }

  /** True when an error was reported for `file`. */
  hasErrorFor(file: string): boolean {
    return this.listed.some((item) => item.severity === 'error' && item.place.file === file);
  }

  /**
   * Everything reported, with one stand-in line per code that went over the limit. The stand-in
   * carries how many it stands for (`unlisted`), so `countProblems` counts exactly what was found.
   */
  all(): Problem[] {
    const standIns = [...this.overflow.values()].map(({ severity, code, file, count }) => ({
      ...problem(severity, code, unlistedMessage(count, code), { file }),
      unlisted: count,
    }));
    return [...this.listed, ...standIns];
  }
}
