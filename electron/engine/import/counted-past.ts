import type { ProblemCode } from '../../../shared/problem-catalogue';
import { problemText, type Problem } from '../../../shared/problems';
import { isOtherHostProblem } from '../../../shared/validation/other-host-locs';
import { standInOf } from '../../../shared/validation/kept-problems';

/**
 * One file's findings as its parser reports them: the first `limit` of each code passed on as they
 * come, the rest only counted onto one stand-in line, reported as the file ends (a KeptProblems takes
 * its count as its own stand-in's). A finding may come as the function that builds it, called only
 * where it is listed: a file may hold millions of one kind (a raw control character), and each built
 * whole (its place, its message worded) cost some 0.5 µs, most of the 5.6 s that 9.6 million took.
 */
export class CountedPast {
  private readonly listed = new Map<string, number>();
  private readonly standIns = new Map<string, Problem & { unlisted: number }>();

  constructor(
    private readonly limit: number,
    private readonly report: (item: Problem) => void,
  ) {}

  /** A finding of `code` (never one on another host), built by `make` only where it is listed or the first counted. */
  add(code: ProblemCode, make: () => Problem): void {
    this.take(code, make);
  }

  /** A finding built already. */
  addBuilt(item: Problem): void {
    this.take(isOtherHostProblem(item) ? `${item.code}\u0000other host` : item.code, () => item);
  }

  /** The stand-ins of the codes past the limit, worded, once the file has ended. */
  end(): void {
    for (const standIn of this.standIns.values()) this.report({ ...standIn, message: problemText(standIn) });
    this.standIns.clear();
  }

  private take(key: string, make: () => Problem): void {
    const count = this.listed.get(key) ?? 0;
    if (count < this.limit) {
      this.listed.set(key, count + 1);
      this.report(make());
      return;
    }
    const standIn = this.standIns.get(key);
    if (standIn) standIn.unlisted++;
    else this.standIns.set(key, standInOf(make(), 1));
  }
}
