import { describe, expect, it } from 'vitest';
import { exportJobProgress, rowsBeingChecked, rowsWritten } from '../../../shared/export-progress';

describe("the export job's progress", () => {
  it('counts each row checked and each row written, of twice the rows', () => {
    expect(exportJobProgress({ rowsChecked: 0, rowsDone: 0, rowsTotal: 300 })).toEqual({ done: 0, total: 600 });
    expect(exportJobProgress({ rowsChecked: 120, rowsDone: 0, rowsTotal: 300 })).toEqual({ done: 120, total: 600 });
    expect(exportJobProgress({ rowsChecked: 300, rowsDone: 45, rowsTotal: 300 })).toEqual({ done: 345, total: 600 });
    expect(exportJobProgress({ rowsChecked: 0, rowsDone: 0, rowsTotal: 0 })).toEqual({ done: 0, total: 0 });
  });

  it('tells the rows written back: none while the rows are checked', () => {
    expect(rowsWritten({ done: 0, total: 600 })).toEqual({ done: 0, total: 300 });
    expect(rowsWritten({ done: 299, total: 600 })).toEqual({ done: 0, total: 300 });
    expect(rowsWritten({ done: 345, total: 600 })).toEqual({ done: 45, total: 300 });
    expect(rowsWritten({ done: 600, total: 600 })).toEqual({ done: 300, total: 300 });
  });

  it('tells the rows are being checked until every one is, and not once the first is written', () => {
    expect(rowsBeingChecked({ done: 0, total: 600 })).toBe(true);
    expect(rowsBeingChecked({ done: 299, total: 600 })).toBe(true);
    expect(rowsBeingChecked({ done: 300, total: 600 })).toBe(false);
    expect(rowsBeingChecked({ done: 345, total: 600 })).toBe(false);
    expect(rowsBeingChecked({ done: 0, total: 0 })).toBe(false);
  });
});
