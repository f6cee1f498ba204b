import { formatBytes, formatCount } from '../../format';
import { asSentence, clip, type MessagesOf } from '../catalogue-entry';
import type { CHECK_PROBLEMS, NoindexSource, UnreachableKind } from '../check-problems';
import type { RetryFacts } from '../check-retry-text';
import { dutchNetworkFailureText, dutchRobotsRefusalText } from './check-failure-detail';
import { dutchRetryText } from './check-retry-text';

const NOINDEX_SOURCE: Record<NoindexSource, string> = {
  header: 'de X-Robots-Tag-header',
  meta: 'de robots-metatag',
  both: 'de X-Robots-Tag-header en de robots-metatag',
};

const UNREACHABLE: Record<UnreachableKind, string> = {
  dns: 'de hostnaam is niet gevonden',
  connection: 'de verbinding mislukte',
  timeout: 'er kwam niet op tijd antwoord',
};

/** De pogingen als zin achter een andere, of niets als ze niet bekend zijn. */
const retried = (facts: RetryFacts | undefined): string => (facts ? ` ${asSentence(dutchRetryText(facts))}` : '');

/** Nederlands: wat de sitecontrole vindt als hij een vermelde URL ophaalt. */
export const DUTCH_CHECK_PROBLEMS: MessagesOf<typeof CHECK_PROBLEMS> = {
  'check-not-found': (p) =>
    p.status === 410
      ? 'De pagina is verdwenen (410): haal hem uit de sitemap.'
      : `De pagina is niet gevonden (${p.status}): haal hem uit de sitemap of zet de pagina terug.`,
  'check-client-error': (p) =>
    p.status === 429
      ? `De site weigerde de controle met 429 (te veel verzoeken).${retried(p.retry)} Controleer later opnieuw of langzamer.`
      : `De pagina antwoordt met ${p.status}, dus zoekmachines kunnen hem niet lezen.`,
  'check-server-error': (p) =>
    `De server gaf fout ${p.status}${p.retryAfter === null ? '' : ` (Retry-After: ${clip(p.retryAfter)})`}.${retried(p.retry)}`,
  'check-redirect': (p) =>
    p.target === null
      ? `De URL antwoordt met ${p.status} (een doorverwijzing) zonder te zeggen waarheen.`
      : p.hops === 1
        ? `De URL verwijst door (${p.status}) naar ${clip(p.target)}: vermeld die URL in plaats daarvan.`
        : `De URL verwijst ${formatCount(p.hops)} keer door (eerst ${p.status}) naar ${clip(p.target)}: vermeld die URL in plaats daarvan.`,
  'check-redirect-loop': (p) =>
    `De doorverwijzingen gaan in een kringetje: na ${formatCount(p.hops)} komen ze terug bij ${clip(p.target)}.`,
  'check-too-many-redirects': (p) =>
    `De URL verwijst ${formatCount(p.hops)} keer door zonder bij een pagina uit te komen.`,
  'check-redirect-scheme': (p) =>
    `De URL verwijst door naar ${clip(p.target)}, geen http- of https-URL; die doorverwijzing is niet gevolgd.`,
  'check-noindex': (p) =>
    `De pagina vraagt om niet geïndexeerd te worden (${NOINDEX_SOURCE[p.where]}: "${clip(p.value)}"): haal hem uit de sitemap of verwijder de noindex.`,
  'check-canonical-elsewhere': (p) =>
    `De pagina noemt ${clip(p.canonical)} als canonieke URL: vermeld die URL in plaats daarvan.`,
  'check-redirect-other-host': (p) =>
    `De URL verwijst door naar ${clip(p.target)}, op een andere host; alleen de hosts van de tabel worden gecontroleerd, dus die doorverwijzing is niet gevolgd.`,
  'check-blocked-by-robots': (p) =>
    `De robots.txt van de site laat ${p.agent} deze URL niet ophalen: ${p.refusal ? dutchRobotsRefusalText(p.refusal) : p.reason}`,
  'check-skipped-by-robots': (p) =>
    `Niet opgehaald: de robots.txt van de site vraagt ${p.agent} deze URL niet op te halen (${p.refusal ? dutchRobotsRefusalText(p.refusal) : p.reason}). Dat is de eigen groep van de controle; de gekozen zoekmachines worden naar hun eigen groepen beoordeeld, en die blokkeren deze URL niet.`,
  'check-not-html': (p) => `De URL is ${clip(p.contentType)}, geen HTML-pagina, in een sitemap van pagina's.`,
  'check-hreflang-mismatch': (p) =>
    `De hreflang-links van de pagina en de alternatieven in de sitemap komen niet overeen: ${[
      p.onlyInSitemap.length > 0 ? `alleen in de sitemap: ${clip(p.onlyInSitemap.join(', '))}` : '',
      p.onlyOnPage.length > 0 ? `alleen op de pagina: ${clip(p.onlyOnPage.join(', '))}` : '',
    ]
      .filter(Boolean)
      .join('; ')}.`,
  'check-slow': (p) =>
    `De pagina deed ${formatCount(p.timeMs)} ms over het antwoord (meer dan ${formatCount(p.limitMs)} ms).`,
  'check-page-cut': (p) =>
    `De pagina bevatte meer dan de controle van één pagina neemt: ${[
      p.headBytes
        ? `de head is niet verder gelezen dan ${formatBytes(p.headBytes)} (Google leest 15 MB), dus een noindex of canonieke URL daarna is niet bekend en of de pagina geïndexeerd mag worden is onbekend`
        : '',
      p.contentBytes
        ? `de inhoud is niet verder gelezen dan ${formatBytes(p.contentBytes)}, dus de pagina heeft geen inhoudsvingerafdruk en wanneer ze het laatst veranderde is niet bekend`
        : '',
      p.alternates > 0
        ? `${formatCount(p.alternates)} hreflang-links (de eerste ${formatCount(p.limits.alternates)} zijn gelezen, dus ze zijn niet met de sitemap vergeleken)`
        : '',
      p.links > 0 ? `${formatCount(p.links)} links (de eerste ${formatCount(p.limits.links)} zijn gevolgd)` : '',
      p.longUrls > 0
        ? `${formatCount(p.longUrls)} ${p.longUrls === 1 ? 'URL' : "URL's"} langer dan ${formatCount(p.limits.urlChars)} tekens (weggelaten)`
        : '',
      p.longValues.length > 0
        ? `${p.longValues.join(', ')} ingekort tot ${formatCount(p.limits.valueChars)} tekens`
        : '',
    ]
      .filter(Boolean)
      .join('; ')}.`,
  'check-unread-coding': (p) =>
    `De pagina is gecomprimeerd als "${clip(p.coding)}" verstuurd, wat de controle niet kan lezen (hij vraagt om gzip, deflate of br): de head (robots-meta, canonieke URL, hreflang) is niet gelezen, dus of de pagina geïndexeerd mag worden is onbekend.`,
  'check-unreachable': (p) =>
    `De URL kon niet worden opgehaald: ${UNREACHABLE[p.kind]}. ${p.failure ? dutchNetworkFailureText(p.failure) : p.reason}`,
};
