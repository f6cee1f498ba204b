/**
 * The search engines whose robots.txt groups decide whether a listed URL is "blocked": a person
 * chooses among them (Googlebot by default). The checker's own group only decides what it fetches.
 */
export const SEARCH_ENGINE_AGENTS = ['Googlebot', 'Bingbot', 'DuckDuckBot', 'YandexBot', 'Applebot'] as const;

export type SearchEngineAgent = (typeof SEARCH_ENGINE_AGENTS)[number];

export const DEFAULT_SEARCH_ENGINES: readonly SearchEngineAgent[] = ['Googlebot'];

/**
 * The groups each crawler obeys, most specific first, before `*`: as their makers document it,
 * Applebot follows Googlebot's group when robots.txt names no Applebot, and YandexBot the Yandex one.
 */
export const SEARCH_ENGINE_GROUPS: Readonly<Record<SearchEngineAgent, readonly string[]>> = {
  Googlebot: ['Googlebot'],
  Bingbot: ['Bingbot'],
  DuckDuckBot: ['DuckDuckBot'],
  YandexBot: ['YandexBot', 'Yandex'],
  Applebot: ['Applebot', 'Googlebot'],
};

/** The search engine a name means, whatever its case ("bingbot"), or null for none we know. */
export function searchEngineNamed(name: string): SearchEngineAgent | null {
  const lower = name.trim().toLowerCase();
  return SEARCH_ENGINE_AGENTS.find((agent) => agent.toLowerCase() === lower) ?? null;
}

/** A comma-separated list of search engines ("googlebot,bingbot"), each once, or the first name we do not know. */
export function readSearchEngines(list: string): { engines: SearchEngineAgent[] } | { unknown: string } {
  const engines: SearchEngineAgent[] = [];
  for (const name of list.split(',')) {
    const engine = searchEngineNamed(name);
    if (engine === null) return { unknown: name.trim() };
    if (!engines.includes(engine)) engines.push(engine);
  }
  return { engines };
}
