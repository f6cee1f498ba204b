import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { DEFAULT_DOWNLOAD_LIMITS } from '../../../../renderer/src/import/download-limits';
import { LIMITS_STORAGE_KEY, useDownloadLimitsStore } from '../../../../renderer/src/import/download-limits-store';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../shared/import-options';
import { MemoryStorage } from '../../../support/renderer/memory-storage';
import { startStores } from '../../../support/renderer/store-harness';

describe('download limits store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the defaults, which an import carries as its options', () => {
    startStores();
    const limits = useDownloadLimitsStore();
    expect(limits.limits).toEqual(DEFAULT_DOWNLOAD_LIMITS);
    expect(limits.usable).toBe(true);
    expect(limits.options).toEqual({
      deadlineMs: DEFAULT_IMPORT_OPTIONS.deadlineMs,
      maxFiles: DEFAULT_IMPORT_OPTIONS.maxFiles,
      connectionsPerHost: DEFAULT_IMPORT_OPTIONS.connectionsPerHost,
    });
  });

  it('says what is wrong with a limit typed, and leaves that one to its default meanwhile', () => {
    startStores();
    const limits = useDownloadLimitsStore();
    limits.limits.maxFiles = '0';
    limits.limits.deadlineSeconds = '2.5';
    expect(Object.keys(limits.errors)).toEqual(['maxFiles']);
    expect(limits.usable).toBe(false);
    expect(limits.options).toMatchObject({ deadlineMs: 2500, maxFiles: undefined });
  });

  it('keeps the limits for the next run; reset puts the defaults back', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    startStores();
    useDownloadLimitsStore().limits.connectionsPerHost = '2';
    await nextTick();
    startStores(); // the next run
    const limits = useDownloadLimitsStore();
    expect(limits.limits.connectionsPerHost).toBe('2');
    limits.reset();
    await nextTick();
    expect(JSON.parse(storage.getItem(LIMITS_STORAGE_KEY)!)).toEqual(DEFAULT_DOWNLOAD_LIMITS);
  });

  it('a storage that refuses them still holds them for this run', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage(true));
    startStores();
    const limits = useDownloadLimitsStore();
    limits.limits.maxFiles = '20';
    await nextTick();
    expect(limits.options.maxFiles).toBe(20);
  });
});
