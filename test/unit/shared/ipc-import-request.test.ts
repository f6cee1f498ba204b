import { describe, expect, it } from 'vitest';
import { importSourcesShape } from '../../../shared/ipc-job-request-shapes';
import { MOST_DEADLINE_SECONDS } from '../../../shared/import-limits';

// The import dialog refuses a deadline past a timer's longest delay; the request main reads refuses it
// too, whoever sends it (past it, Node's timers fired at once and every download failed as late).
describe('an import request', () => {
  it("takes a download's times up to a timer's longest delay, and refuses one past it", () => {
    const request = (options: Record<string, number>): unknown => ({ locations: ['https://example.com/'], options });
    const most = MOST_DEADLINE_SECONDS * 1000;
    for (const name of ['deadlineMs', 'readTimeoutMs', 'connectTimeoutMs']) {
      expect(importSourcesShape.read(request({ [name]: most }))).toMatchObject({ options: { [name]: most } });
      expect(() => importSourcesShape.read(request({ [name]: most + 1 }))).toThrow();
    }
  });
});
