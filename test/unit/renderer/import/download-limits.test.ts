import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../shared/import-options';
import {
  DEFAULT_DOWNLOAD_LIMITS,
  MOST_CONNECTIONS_PER_HOST,
  downloadLimitErrors,
  importOptionsFrom,
  parseSavedLimits,
} from '../../../../renderer/src/import/download-limits';

describe('the import dialog’s download limits', () => {
  it('start from the engine’s own defaults, and send them as they are', () => {
    expect(downloadLimitErrors(DEFAULT_DOWNLOAD_LIMITS)).toEqual({});
    expect(importOptionsFrom(DEFAULT_DOWNLOAD_LIMITS)).toEqual({
      deadlineMs: DEFAULT_IMPORT_OPTIONS.deadlineMs,
      maxFiles: DEFAULT_IMPORT_OPTIONS.maxFiles,
      connectionsPerHost: DEFAULT_IMPORT_OPTIONS.connectionsPerHost,
    });
  });

  it('send a typed deadline in milliseconds, fractions of a second included', () => {
    const limits = { ...DEFAULT_DOWNLOAD_LIMITS, deadlineSeconds: '2.5', maxFiles: '40', connectionsPerHost: '2' };
    expect(importOptionsFrom(limits)).toEqual({ deadlineMs: 2500, maxFiles: 40, connectionsPerHost: 2 });
  });

  it.each([
    ['deadlineSeconds', ''],
    ['deadlineSeconds', '0'],
    ['deadlineSeconds', '-3'],
    ['deadlineSeconds', 'soon'],
    ['deadlineSeconds', 'Infinity'],
    ['deadlineSeconds', '2147484'],
    ['maxFiles', '0'],
    ['maxFiles', '2.5'],
    ['maxFiles', '1e400'],
    ['connectionsPerHost', String(MOST_CONNECTIONS_PER_HOST + 1)],
    ['connectionsPerHost', ' '],
  ] as const)('name %s = "%s" as wrong, and leave it to its default in the request', (key, typed) => {
    const limits = { ...DEFAULT_DOWNLOAD_LIMITS, [key]: typed };
    expect(Object.keys(downloadLimitErrors(limits))).toEqual([key]);
    expect(importOptionsFrom(limits)[key === 'deadlineSeconds' ? 'deadlineMs' : key]).toBeUndefined();
  });

  it('come back from storage field by field, a damaged or foreign entry giving the defaults', () => {
    expect(parseSavedLimits(JSON.stringify({ deadlineSeconds: '9', maxFiles: 12 }))).toEqual({
      ...DEFAULT_DOWNLOAD_LIMITS,
      deadlineSeconds: '9',
    });
    expect(parseSavedLimits(JSON.stringify({ ...DEFAULT_DOWNLOAD_LIMITS, maxFiles: '0' }))).toEqual(
      DEFAULT_DOWNLOAD_LIMITS,
    );
    expect(parseSavedLimits('{not json')).toEqual(DEFAULT_DOWNLOAD_LIMITS);
    expect(parseSavedLimits('[1,2]')).toEqual(DEFAULT_DOWNLOAD_LIMITS);
    expect(parseSavedLimits(null)).toEqual(DEFAULT_DOWNLOAD_LIMITS);
  });
});
