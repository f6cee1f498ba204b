import { checkExportSettings } from '../../../shared/check-export-settings';
import type { ExportRequest } from '../../../shared/export-types';
import type { Problem } from '../../../shared/problems';
import { createRobotsMatcher, DEFAULT_ROBOTS_AGENT } from '../../../shared/robots/robots-matcher';
import type { PublishBase } from '../../../shared/validation/base-url';
import { validateTables } from '../../../shared/validation/validate-rows';

/** What the gate found: the parsed base URL (null when unusable) and every problem, errors first in no particular order. */
export interface GateResult {
  base: PublishBase | null;
  problems: Problem[];
}

/**
 * The validation gate before an export: the settings' own problems, then every row rule with the
 * base URL and the project's robots.txt (read as the robots.txt of the base URL's site). The export
 * and its preview both ask here, so the dialog says what the export will say.
 */
export function exportGate(input: Pick<ExportRequest, 'tables' | 'settings' | 'robotsTxt'>, now: number): GateResult {
  const checked = checkExportSettings(input.settings);
  if (!checked.base) return checked;
  const robots =
    input.robotsTxt === null
      ? null
      : {
          matcher: createRobotsMatcher(new URL('/robots.txt', checked.base.href).href, input.robotsTxt),
          agent: DEFAULT_ROBOTS_AGENT,
        };
  return {
    base: checked.base,
    problems: [...checked.problems, ...validateTables(input.tables, { base: checked.base, now, robots })],
  };
}
