import { formatCount, formatSeconds } from '../../format';
import { counted, type MessagesOf } from '../catalogue-entry';
import { inBrief } from '../export-problems';
import { dutchNotAUrlText } from './row-problems';
import { dutchXmlFaultText } from './xml-fault';
import type { CONTENT_PROBLEMS, Emptiness, NamespaceSlip, SOURCE_PROBLEMS } from '../import-problems';

const EMPTINESS: Record<Emptiness, string> = {
  empty: 'is leeg',
  bom: 'is leeg: er staat alleen een byte-order-mark in',
  'white-space': 'is leeg: er staat alleen witruimte in',
};

const NAMESPACE_SLIP: Record<NamespaceSlip, string> = {
  https: 'met https:// in plaats van http://',
  slash: 'met een schuine streep aan het eind',
  'https-and-slash': 'met https:// in plaats van http:// en een schuine streep aan het eind',
};

const quoted = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(', ');

/** Nederlands: de bytes van een bron ophalen (bestanden, mappen, URL's, wat een index of robots.txt vermeldt). */
export const DUTCH_SOURCE_PROBLEMS: MessagesOf<typeof SOURCE_PROBLEMS> = {
  'source-not-found': (p) => `${p.name} bestaat niet.`,
  'source-not-a-file': (p) => `${p.name} is geen gewoon bestand (maar een pipe, socket of apparaat).`,
  'source-empty': (p) => `${p.name ?? 'Dit bestand'} ${EMPTINESS[p.empty]}; er is niets te importeren.`,
  'source-unrecognised': (p) =>
    p.name === undefined
      ? 'Dit is geen sitemap, sitemapindex, tekstsitemap of robots.txt.'
      : `${p.name} is geen sitemap, sitemapindex, tekstsitemap, robots.txt, CSV-tabel of Sitemap Studio-project.`,
  'source-unreadable': (p) => `${p.name ?? 'Het bestand'} kon niet worden gelezen: ${p.reason}`,
  'source-is-project': () => 'Dit is een Sitemap Studio-project: open het in plaats van het te importeren.',
  'import-cancelled': () => 'Het importeren is geannuleerd.',
  'folder-empty': () => 'De map bevat geen sitemap, index of robots.txt.',
  'folder-files-skipped': (p) =>
    `${p.names.length === 1 ? 'Een bestand dat' : `${formatCount(p.names.length)} bestanden die`} geen sitemap, index, tekstsitemap of robots.txt ${p.names.length === 1 ? 'is, is' : 'zijn, zijn'} overgeslagen: ${inBrief(p.names, (count) => ` en nog ${count}`)}.`,
  'folder-sitemap-skipped': (p) =>
    `${p.name} heet als een sitemap maar is overgeslagen: ${
      p.why.fault === 'unreadable'
        ? `het kon niet worden gelezen (${p.why.reason})`
        : 'het is geen sitemap, sitemapindex, tekstsitemap of robots.txt'
    }.`,
  'robots-no-sitemaps': () =>
    'Deze robots.txt heeft geen Sitemap:-regel, dus wijst hij crawlers geen sitemap aan. De export kan er een voor de index toevoegen.',
  'home-page-fallback': (p) =>
    `${p.robots} ${p.read ? 'noemt geen sitemap' : 'kon niet worden gelezen'}; daarom is ${p.fallback} geprobeerd.`,
  'index-loop': (p) => `${p.location} vermeldt zichzelf via ${p.parent}; niet opnieuw gelezen.`,
  'already-imported': (p) => `${p.location} is al geïmporteerd.`,
  'depth-limit': (p) =>
    `${p.count === 1 ? 'Een vermelde sitemap is' : `${formatCount(p.count)} vermelde sitemaps zijn`} niet gelezen: dieper dan ${formatCount(p.maxDepth)} niveaus.`,
  'import-file-limit': (p) =>
    `Eén import leest maximaal ${formatCount(p.limit)} bestanden; ${
      p.of === 'folder'
        ? `${counted(p.count, 'bestand', 'bestanden')} in deze map ${p.count === 1 ? 'is' : 'zijn'}`
        : `${formatCount(p.count)} hier vermelde ${p.count === 1 ? 'sitemap is' : 'sitemaps zijn'}`
    } niet gelezen. Verhoog de limiet onder Downloadlimieten in het importvenster, of met --max-files.`,
  'index-too-many-sitemaps': (p) => {
    const over = p.count - p.limit;
    return (
      `Deze index vermeldt ${formatCount(p.count)} sitemaps; het protocol staat er ` +
      `${formatCount(p.limit)} per index toe. De laatste ${formatCount(over)} ${over === 1 ? 'is' : 'zijn'} niet gelezen.`
    );
  },
  'child-loc-relative': (p) => `"${p.loc}" is relatief; het adres wordt gelezen ten opzichte van ${p.parent}.`,
  'child-loc-not-url': (p) =>
    `De vermelde sitemap "${p.loc}" is geen URL: ${dutchNotAUrlText(p.why)}. Hij is niet gevolgd.`,
  'child-loc-invalid': (p) =>
    p.remote ? `"${p.loc}" is geen URL die kan worden opgehaald.` : `"${p.loc}" is geen geldige URL.`,
  'child-missing': (p) => `${p.loc} wordt vermeld, maar in ${p.folder} is er geen bestand voor gevonden.`,
  'url-scheme-refused': (p) =>
    ({
      named: `Alleen http- en https-adressen kunnen worden geïmporteerd, niet ${p.url}.`,
      fetched: `Alleen http- en https-adressen worden opgehaald, niet ${p.url}.`,
      listed: `"${p.url}" is geen http- of https-URL; het adres is niet opgehaald.`,
      'listed-local': `"${p.url}" is geen http- of https-URL.`,
    })[p.as],
  'url-invalid': (p) => `"${p.url}" is geen geldige URL.`,
  'http-status': (p) =>
    p.redirect
      ? `${p.url} verwees door (${p.status}) naar nergens.`
      : `${p.url} antwoordde met ${[p.status, p.statusText].filter(Boolean).join(' ')}.`,
  'http-too-many-redirects': (p) => `${p.url} verwees meer dan ${formatCount(p.max)} keer door.`,
  'http-timeout': (p) =>
    `${p.url} ${p.waiting === 'answer' ? 'antwoordde niet' : 'stopte met verzenden'} binnen ${formatCount(p.ms)} ms.`,
  'http-deadline': (p) =>
    `${p.url} is niet volledig ontvangen binnen de limiet van ${formatSeconds(p.ms)} s; het lezen is daar gestopt.`,
  'http-failed': (p) => `${p.url} kon niet worden opgehaald: ${p.reason}.`,
  'http-too-large': (p) => `${p.url} is groter dan ${formatCount(p.max)} bytes; het lezen is gestopt.`,
  'size-cap-exceeded': (p) =>
    `De inhoud is groter dan ${formatCount(p.max)} bytes${p.gzip ? ' na uitpakken' : ''}; het lezen is daar gestopt.`,
  'gzip-corrupt': (p) => `De gzip-gegevens zijn beschadigd: ${p.reason}.`,
  'http-body-short': (p) =>
    `${p.url} hield op na ${formatCount(p.received)} van de aangekondigde ${counted(p.expected, 'byte', 'bytes')}; de URL's die daarvoor zijn gelezen, zijn bewaard.`,
  'http-connection-lost': (p) =>
    `De verbinding met ${p.url} brak af na ${counted(p.received, 'byte', 'bytes')} (${p.reason}); de URL's die daarvoor zijn gelezen, zijn bewaard.`,
  'gzip-truncated': (p) =>
    `De gzip-gegevens houden te vroeg op: er ${p.received === 1 ? 'kwam' : 'kwamen'} ${counted(p.received, 'byte', 'bytes')} binnen, uitgepakt ${formatCount(p.inflated)}, maar de stroom was niet af; de URL's die daarvoor zijn gelezen, zijn bewaard.`,
  'transfer-incomplete': (p) =>
    `Maar ${formatCount(p.received)} van de ${counted(p.sent, 'gelezen byte', 'gelezen bytes')} kwamen bij de parser aan; de URL's die daarvoor zijn gelezen, zijn bewaard.`,
  'read-retried': (p) =>
    `Het lezen van ${p.url} mislukte (${p.reason}); het is na ${formatSeconds(p.delayMs)} s opnieuw gelezen.`,
};

/** Nederlands: de inhoud van een bestand lezen (XML, tekstsitemaps, CSV/TSV-tabellen). */
export const DUTCH_CONTENT_PROBLEMS: MessagesOf<typeof CONTENT_PROBLEMS> = {
  'invalid-utf8': (p) =>
    !('replaced' in p)
      ? `De bytes op positie ${formatCount(p.offset)} zijn geen geldige UTF-8.`
      : p.replaced === 'robots'
        ? 'robots.txt is geen geldige UTF-8; ongeldige bytes zijn vervangen.'
        : 'Deze tabel is geen geldige UTF-8 (in een andere codering opgeslagen?); ongeldige bytes zijn vervangen.',
  'doctype-refused': () => 'Een DOCTYPE (entiteitdeclaraties) is niet toegestaan in een sitemap.',
  'encoding-not-utf8': (p) => `Het bestand geeft ${p.encoding} op als codering; het is als UTF-8 gelezen.`,
  'xml-malformed': (p) => `De XML is niet goed gevormd: ${dutchXmlFaultText(p.fault)}.`,
  'xml-declaration-not-first': (p) =>
    `Er ${p.before === 1 ? 'staat 1 teken' : `staan ${formatCount(p.before)} tekens`} vóór de XML-declaratie, die het bestand moet openen; strikte parsers zoals xmllint weigeren dat (de export schrijft de declaratie als eerste).`,
  'xml-no-root': () => 'Het bestand heeft geen rootelement.',
  'root-not-sitemap': (p) =>
    p.namespace === undefined
      ? `Het rootelement <${p.element}> is urlset noch sitemapindex.`
      : `<${p.element}> staat in de namespace ${p.namespace}, niet in die van een sitemap.`,
  'sitemap-namespace-missing': (p) => `<${p.element}> declareert de sitemap-namespace niet.`,
  'sitemap-namespace-old': (p) =>
    `<${p.element}> gebruikt de oude namespace van Google, ${p.namespace}; het bestand wordt als sitemap gelezen en teruggeschreven met ${p.standard}.`,
  'sitemap-namespace-variant': (p) =>
    `<${p.element}> declareert ${p.namespace}: dat is de sitemap-namespace ${p.standard}, geschreven ${NAMESPACE_SLIP[p.how]}. Een namespace moet exact kloppen, dus strikte lezers vinden hier geen sitemap; het bestand wordt als sitemap gelezen en teruggeschreven met de juiste URI.`,
  'stray-text': (p) => `Tekst "${p.text}" buiten een veld is genegeerd.`,
  'schema-order': (p) =>
    `<${p.element}> komt na <${p.after}>; in <${p.parent}> is de volgorde van het schema ${p.order.join(', ')}${
      p.thenOthers ? ', dan elementen van andere namespaces (image:, video:, news:, xhtml:link)' : ''
    }, dus strikte validators zoals xmllint weigeren het bestand (de export schrijft de volgorde van het schema).`,
  'unexpected-element': (p) =>
    'expected' in p
      ? `<${p.element}> is geen <${p.expected}>-item; het is genegeerd.`
      : {
          content: `<${p.element}> had inhoud; die is genegeerd.`,
          'in-text': `<${p.element}> in een tekstveld is genegeerd.`,
          'in-field': `<${p.element}> staat in een veld dat alleen tekst bevat; het is genegeerd.`,
        }[p.why],
  'unknown-element-kept': (p) => `<${p.element}> is geen veld dat we bewerken; het blijft zoals het er stond.`,
  'duplicate-field': (p) => `Een tweede <${p.element}> in één item is bewaard als ruwe XML.`,
  'line-too-long': (p) =>
    `Regel ${formatCount(p.line)} is ${formatCount(p.bytes)} bytes lang; geen URL is langer dan ` +
    `${formatCount(p.max)} bytes, dus de regel is weggelaten.`,
  'table-text-malformed': (p) =>
    'parser' in p.reason
      ? `De tabel is niet goed gevormd: ${p.reason.parser}.`
      : p.reason.quote === 'unterminated'
        ? 'Een cel tussen aanhalingstekens wordt nooit gesloten: het afsluitende aanhalingsteken ontbreekt.'
        : 'Een aanhalingsteken in een cel tussen aanhalingstekens is niet verdubbeld (schrijf "" voor een aanhalingsteken binnen aanhalingstekens).',
  'table-cell-count': (p) =>
    `Deze regel heeft ${formatCount(p.cells)} ${p.cells === 1 ? 'cel' : 'cellen'}; de kopregel heeft er ${formatCount(p.header)}${
      p.cells > p.header ? '; de cellen na de kopregel zijn weggelaten' : ''
    }.`,
  'table-no-loc': (p) =>
    `${p.name} heeft geen kolom "loc": de eerste regel noemt ${quoted(p.columns) || 'niets'}. ` +
    'Een CSV- of TSV-tabel heeft een kopregel nodig die loc noemt, en mag lastmod, changefreq en priority noemen.',
  'table-unknown-columns': (p) =>
    `Deze kolommen zijn weggelaten (alleen ${p.known.join(', ')} worden gelezen): ${quoted(p.columns)}.`,
};
