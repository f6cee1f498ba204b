/** Work done between two steps of a generator that gives the thread back (links or members handled). */
export const WORK_PER_STEP = 1024;

/**
 * Counts work for a generator built in steps: `spend` says when a step's worth is done and the
 * generator should yield. Counting links as well as members keeps a step short when one member
 * lists 100,000 alternates.
 */
export class StepBudget {
  private spent = 0;

  constructor(private readonly perStep = WORK_PER_STEP) {}

  /** Counts `work` done; true when a step's worth is reached (and starts the next step). */
  spend(work = 1): boolean {
    this.spent += work;
    if (this.spent < this.perStep) return false;
    this.spent = 0;
    return true;
  }
}
