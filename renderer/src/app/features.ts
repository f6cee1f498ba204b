import { checkContribution } from '../check';
import { crawlContribution } from '../crawl';
import { exportContribution } from '../export';
import { filesContribution } from '../files';
import { gridContribution } from '../grid';
import { helpContribution } from '../help';
import { historyContribution } from '../history';
import { importContribution } from '../import';
import { languagesContribution } from '../languages';
import { preferencesContribution } from '../preferences';
import { problemsContribution } from '../problems';
import type { FeatureContribution } from '../services/commands';

/** Every feature's commands and panels; the app frame registers them, and shows the panels in this order. */
export const FEATURES: readonly FeatureContribution[] = [
  problemsContribution,
  helpContribution,
  preferencesContribution,
  importContribution,
  exportContribution,
  checkContribution,
  crawlContribution,
  languagesContribution,
  filesContribution,
  historyContribution,
  gridContribution,
];
