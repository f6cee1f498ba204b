import { checkProblemMessages } from './problems-check';
import { exportProblemMessages } from './problems-export';
import { extensionProblemMessages } from './problems-extension';
import { hreflangProblemMessages } from './problems-hreflang';
import { importProblemMessages } from './problems-import';
import { lastmodTruthProblemMessages } from './problems-lastmod-truth';
import { rowProblemMessages } from './problems-row';

/**
 * English: every problem code's message, keyed by the code (shared/problem-catalogue), one file per
 * area. A code with several wordings has one message per variant, which its catalogue entry picks.
 */
export const problemMessages = {
  ...rowProblemMessages,
  ...checkProblemMessages,
  ...lastmodTruthProblemMessages,
  ...extensionProblemMessages,
  ...hreflangProblemMessages,
  ...importProblemMessages,
  ...exportProblemMessages,
};
