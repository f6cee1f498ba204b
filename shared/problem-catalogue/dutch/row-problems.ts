import { formatCount } from '../../format';
import { clip, type MessagesOf } from '../catalogue-entry';
import { dutchDatetimeFaultText } from './datetime-fault';
import { dutchOutsideBaseText } from './settings-faults';
import type { DuplicateWhere, LOC_PROBLEMS, NotAUrl, SCALAR_PROBLEMS } from '../row-problems';

/** Nederlands: waarom een waarde helemaal geen URL is. */
export const dutchNotAUrlText = (why: NotAUrl): string =>
  why.fault === 'template'
    ? 'het is sjablooncode die nooit is ingevuld'
    : why.fault === 'white-space'
      ? 'er staat witruimte in'
      : `er staat "${why.character}" in, en dat kan niet in een URL`;

const describeWhere = ({ row, table }: DuplicateWhere): string =>
  table === undefined ? `rij ${formatCount(row)}` : `tabel "${table}", rij ${formatCount(row)}`;

/** Nederlands: de fouten in de loc van een rij. */
export const DUTCH_LOC_PROBLEMS: MessagesOf<typeof LOC_PROBLEMS> = {
  'loc-missing': (p) =>
    p.kept === 'empty'
      ? 'Een lege <loc> is bewaard als rij zonder URL.'
      : p.kept === 'absent'
        ? 'Een item heeft geen <loc>.'
        : 'De URL is leeg: elk item heeft een loc nodig.',
  'loc-too-long': (p) =>
    `De URL is ${formatCount(p.length)} tekens lang; sitemaps staan minder dan ${formatCount(p.limit)} tekens toe.`,
  'loc-control-character': () => 'De URL bevat een onzichtbaar stuurteken.',
  'loc-whitespace': () => 'De URL bevat spaties of regeleinden; schrijf een spatie in een URL als %20.',
  'loc-not-absolute': (p) =>
    p.kept
      ? `"${clip(p.loc)}" is geen absolute URL; de rij is bewaard zoals hij er stond.`
      : `"${p.loc}" is geen absolute URL: schrijf hem met https:// en de host.`,
  'loc-scheme': (p) =>
    p.kept
      ? `"${clip(p.loc)}" is geen http- of https-URL; de rij is bewaard zoals hij er stond.`
      : `Alleen http- en https-URL's kunnen in een sitemap staan, geen ${p.scheme}:.`,
  'loc-invalid': (p) =>
    p.why
      ? `"${clip(p.loc)}" is geen URL: ${dutchNotAUrlText(p.why)}.${p.kept ? ' De rij is bewaard zoals hij er stond.' : ''}`
      : `"${p.loc}" is geen geldige URL.`,
  'loc-no-host': (p) => `"${clip(p.loc)}" heeft geen hostnaam; de rij is bewaard zoals hij er stond.`,
  'loc-fragment': () => 'De URL heeft een fragment (#…), dat zoekmachines negeren; vermeld de pagina zonder.',
  'loc-not-escaped': (p) => `De URL bevat tekens die gecodeerd moeten worden; schrijf hem als ${p.escaped}.`,
  'loc-outside-base': (p) => `Deze URL kan niet in de sitemap: ${dutchOutsideBaseText(p.reason)}.`,
  'loc-other-host': (p) =>
    `Deze URL staat op ${p.host}, niet op ${p.tableHost} zoals de rest van de tabel; zoekmachines nemen hem alleen als ${p.host} als van jou geverifieerd is of zijn robots.txt deze sitemap noemt.`,
  'loc-other-host-allowed': (p) =>
    `Deze URL staat op ${p.host}, niet op ${p.baseHost} waar de sitemaps komen te staan; hij wordt geëxporteerd omdat je URL's op andere hosts hebt toegestaan, en zoekmachines nemen hem alleen als ${p.host} als van jou geverifieerd is of zijn robots.txt deze sitemap noemt.`,
  'loc-blocked-by-robots': (p) =>
    `${p.agent} mag deze URL niet crawlen: regel ${p.line} van robots.txt (${p.rule}) blokkeert hem.`,
  'loc-duplicate': (p) => `Deze URL staat al in ${describeWhere(p.where)}.`,
  'loc-duplicate-normalised': (p) =>
    `Deze URL is dezelfde pagina als ${p.first} in ${describeWhere(p.where)}; ze verschillen alleen in hoofdletters, poort of codering.`,
};

/** Nederlands: lastmod, changefreq en priority. */
export const DUTCH_SCALAR_PROBLEMS: MessagesOf<typeof SCALAR_PROBLEMS> = {
  'lastmod-invalid': (p) => `lastmod "${p.lastmod}" is ongeldig: ${dutchDatetimeFaultText(p.reason)}.`,
  'lastmod-future': (p) =>
    `lastmod ${p.lastmod} ligt in de toekomst; zoekmachines kunnen een datum negeren die nog niet is geweest.`,
  'lastmod-shared': (p) =>
    `${formatCount(p.count)} van de ${formatCount(p.rows)} rijen van deze tabel hebben lastmod ${p.lastmod}: dat lijkt het moment waarop de sitemap is gemaakt, niet wanneer elke pagina voor het laatst veranderde. Google gebruikt lastmod alleen zolang de datums van een site kloppen; geef elke rij de datum waarop de inhoud van de pagina het laatst veranderde, of laat lastmod weg.`,
  'changefreq-invalid': (p) =>
    `changefreq "${p.changefreq}" is niet toegestaan.${
      p.lower === null ? ` Gebruik een van: ${p.allowed.join(', ')}.` : ` Schrijf het in kleine letters: "${p.lower}".`
    }`,
  'priority-invalid': (p) =>
    `priority "${p.priority}" is geen getal van 0.0 tot 1.0.${
      p.withPoint === undefined ? '' : ` Gebruik een punt in plaats van een komma: ${p.withPoint}.`
    }`,
  'priority-out-of-range': (p) => `priority ${p.priority} is hoger dan 1.0; gebruik een getal van 0.0 tot 1.0.`,
};
