import type { TranslationOf } from '../../message-tree';
import type { problemMessages as english } from '../en/problems';
import { checkProblemMessages } from './problems-check';
import { exportProblemMessages } from './problems-export';
import { extensionProblemMessages } from './problems-extension';
import { hreflangProblemMessages } from './problems-hreflang';
import { importProblemMessages } from './problems-import';
import { lastmodTruthProblemMessages } from './problems-lastmod-truth';
import { rowProblemMessages } from './problems-row';

/** Nederlands: de melding van elke probleemcode, per code, één bestand per gebied. */
export const problemMessages: TranslationOf<typeof english> = {
  ...rowProblemMessages,
  ...checkProblemMessages,
  ...lastmodTruthProblemMessages,
  ...extensionProblemMessages,
  ...hreflangProblemMessages,
  ...importProblemMessages,
  ...exportProblemMessages,
};
