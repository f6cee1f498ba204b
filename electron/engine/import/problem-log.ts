import { PROBLEMS_LISTED_PER_CODE } from '../../../shared/import-options';
import type { Problem } from '../../../shared/problems';
import { KeptProblems } from '../../../shared/validation/kept-problems';

/**
 * Collects the problems of an import. A file with 50,000 relative locs would otherwise yield
 * 50,000 identical warnings; past the limit each code gets one closing line with the count.
 */
export class ProblemLog {
  private readonly kept: KeptProblems;

  constructor(limit = PROBLEMS_LISTED_PER_CODE) {
    // No bound in all: a file's stand-in must stand beside its listed problems, so that those
    // validation repeats take their stand-in with them (withoutRepeated); `limit` per file bounds memory.
    this.kept = new KeptProblems(limit, Infinity);
  }

  add(item: Problem): void {
    this.kept.add(item);
  }

  /**
   * Everything reported, with one stand-in line per code that went over the limit. The stand-in
   * carries how many it stands for (`unlisted`), so `countProblems` counts exactly what was found.
   */
  all(): Problem[] {
    return this.kept.all();
  }
}
