import { formatCount } from '../../format';
import type { ProblemCode, ProblemMessages } from '../catalogue';
import { DUTCH_CHECK_PROBLEMS } from './check-problems';
import { DUTCH_EXPORT_PROBLEMS, DUTCH_PROJECT_PROBLEMS, DUTCH_SETTINGS_PROBLEMS } from './export-problems';
import { DUTCH_EXTENSION_PROBLEMS } from './extension-problems';
import { DUTCH_CONTENT_PROBLEMS, DUTCH_SOURCE_PROBLEMS } from './import-problems';
import { DUTCH_LOC_PROBLEMS, DUTCH_SCALAR_PROBLEMS } from './row-problems';

/** Every code of the catalogue in Dutch, area by area as the English entries are. */
export const DUTCH: ProblemMessages = {
  ...DUTCH_LOC_PROBLEMS,
  ...DUTCH_SCALAR_PROBLEMS,
  ...DUTCH_CHECK_PROBLEMS,
  ...DUTCH_EXTENSION_PROBLEMS,
  ...DUTCH_SOURCE_PROBLEMS,
  ...DUTCH_CONTENT_PROBLEMS,
  ...DUTCH_SETTINGS_PROBLEMS,
  ...DUTCH_EXPORT_PROBLEMS,
  ...DUTCH_PROJECT_PROBLEMS,
};

/** Nederlands: de regel die de problemen van één code voorbij de limiet van de import vervangt. */
export const dutchUnlisted = (count: number, code: ProblemCode): string =>
  `Nog ${formatCount(count)} problemen "${code}" in dit bestand worden niet afzonderlijk getoond.`;
