// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import ExportFailure from '../../../../renderer/src/export/ExportFailure.vue';
import { useExportStore } from '../../../../renderer/src/export/export-store';
import { i18n } from '../../../../renderer/src/i18n';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { problemAt, type Problem } from '../../../../shared/problems';
import { startStores } from '../../../support/renderer/store-harness';
import { mountComponent } from '../support/mount-component';

const FOLDER = '/home/me/site/public';

afterEach(() => void (i18n.global.locale.value = 'en'));

/** The export dialog's failure, as the engine answered `problems` for an export into FOLDER (`stage`: failed or cancelled). */
function failedWith(problems: Problem[], stage: 'failed' | 'cancelled' = 'failed'): string {
  startStores();
  const project = useProjectStore();
  project.setExportSettings({ ...project.exportSettings, outputFolder: FOLDER });
  const store = useExportStore();
  store.failure = problems;
  store.stage = stage;
  return mountComponent(ExportFailure).text();
}

const notBegun = (repaired: boolean): Problem =>
  problemAt({ file: FOLDER }, 'export-commit-not-begun', { target: FOLDER, reason: 'ENOSPC', repaired });

describe('the export dialog, when an export did not begin', () => {
  it('says the folder is as it was when nothing was repaired there', () => {
    expect(failedWith([notBegun(false)])).toContain(`Nothing was written: ${FOLDER} is exactly as it was.`);
  });

  it('does not say the folder is as it was when its repair finished an earlier interrupted export there', () => {
    const finished = problemAt({ file: FOLDER }, 'export-interrupted-finished', { target: FOLDER });
    const text = failedWith([finished, notBegun(true)]);
    expect(text).not.toContain('exactly as it was');
    expect(text).toContain(
      `This export wrote nothing to ${FOLDER}; what it did first about an earlier interrupted export there is listed below.`,
    );
    expect(text).toContain(`An interrupted export to ${FOLDER} was finished.`);
  });
});

describe('the export dialog, when an export was cancelled', () => {
  it('says the folder is as it was when its repair did nothing there', () => {
    const text = failedWith([], 'cancelled');
    expect(text).toContain('Export cancelled');
    expect(text).toContain(`Nothing was written: ${FOLDER} is exactly as it was.`);
  });

  it('lists what its repair did, and does not say the folder is as it was, when that repair finished an earlier export', () => {
    const finished = problemAt({ file: FOLDER }, 'export-interrupted-finished', { target: FOLDER });
    const text = failedWith([finished], 'cancelled');
    expect(text).toContain('Export cancelled');
    expect(text).not.toContain('exactly as it was');
    expect(text).toContain(
      `This export wrote nothing to ${FOLDER}; what it did first about an earlier interrupted export there is listed below.`,
    );
    expect(text).toContain(`An interrupted export to ${FOLDER} was finished.`);
  });
});
