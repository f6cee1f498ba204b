import { translateMessage as t } from '../../shared/i18n/translator';
import { DEFAULT_CHECK_JOB_SETTINGS, type CheckJobSettings } from '../../shared/site-check/check-job-settings';
import { readSearchEngines, SEARCH_ENGINE_AGENTS } from '../../shared/site-check/search-engines';

/** `--search-engines`, as check and crawl take it. */
export const SEARCH_ENGINES_OPTION = { 'search-engines': { type: 'string' } } as const;

/** The usage's words for the option: the engines known, and the default. */
export const searchEnginesUsage = (): { engines: string; searchEngines: string } => ({
  engines: SEARCH_ENGINE_AGENTS.join(', '),
  searchEngines: DEFAULT_CHECK_JOB_SETTINGS.searchEngines.join(','),
});

/** The job setting `--search-engines` asks for (none when it is absent), or the message naming a name it does not know. */
export function searchEnginesSetting(
  value: string | undefined,
): Partial<Pick<CheckJobSettings, 'searchEngines'>> | string {
  if (value === undefined) return {};
  const read = readSearchEngines(value);
  if ('unknown' in read)
    return t('cli.args.notSearchEngine', { name: read.unknown, known: SEARCH_ENGINE_AGENTS.join(', ') });
  return { searchEngines: read.engines };
}
