import type { TranslationOf } from '../../message-tree';
import type { en } from '../en';
import { commonMessages } from './common';
import { formatMessages } from './format';
import { menuMessages } from './menu';
import { dialogsMessages } from './dialogs';
import { cliMessages } from './cli';
import { shellMessages } from './shell';
import { preferencesMessages } from './preferences';
import { helpMessages } from './help';
import { gridMessages } from './grid';
import { gridFilterMessages } from './grid-filter';
import { gridRewriteMessages } from './grid-rewrite';
import { historyMessages } from './history';
import { importMessages } from './import';
import { exportMessages } from './export';
import { exportChangesMessages } from './export-changes';
import { projectMessages } from './project';
import { checkMessages } from './check';
import { crawlMessages } from './crawl';
import { detailsMessages } from './details';
import { languagesMessages } from './languages';
import { validationMessages } from './validation';
import { problemMessages } from './problems';
import { problemPartMessages } from './problem-parts';

/** The Dutch catalogue: every English key, no more (the type says so; test/unit/shared/i18n checks it too). */
export const nl: TranslationOf<typeof en> = {
  common: commonMessages,
  format: formatMessages,
  menu: menuMessages,
  dialogs: dialogsMessages,
  cli: cliMessages,
  shell: shellMessages,
  preferences: preferencesMessages,
  help: helpMessages,
  grid: gridMessages,
  gridFilter: gridFilterMessages,
  gridRewrite: gridRewriteMessages,
  history: historyMessages,
  import: importMessages,
  export: exportMessages,
  exportChanges: exportChangesMessages,
  project: projectMessages,
  check: checkMessages,
  crawl: crawlMessages,
  details: detailsMessages,
  languages: languagesMessages,
  validation: validationMessages,
  problems: problemMessages,
  problemParts: problemPartMessages,
};
