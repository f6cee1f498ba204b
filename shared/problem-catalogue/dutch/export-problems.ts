import { formatCount } from '../../format';
import { asSentence, counted, type MessagesOf } from '../catalogue-entry';
import { dutchBaseUrlFaultText, dutchFileNameFaultText, dutchPatternFaultText } from './settings-faults';
import { dutchProjectDamageText } from './project-damage';
import {
  inBrief,
  type EXPORT_PROBLEMS,
  type NameWriter,
  type PROJECT_PROBLEMS,
  type SETTINGS_PROBLEMS,
} from '../export-problems';

/** Nederlands: de fouten in de exportinstellingen zelf. */
export const DUTCH_SETTINGS_PROBLEMS: MessagesOf<typeof SETTINGS_PROBLEMS> = {
  'base-url-missing': () => 'Stel de basis-URL in waar de sitemaps gepubliceerd worden.',
  'base-url-invalid': (p) => `De basis-URL is niet bruikbaar: ${dutchBaseUrlFaultText(p.reason)}.`,
  'output-folder-missing': () => 'Kies de map waarnaar je exporteert.',
  'file-name-pattern-invalid': (p) => asSentence(dutchPatternFaultText(p.pattern, p.reason)),
  'index-name-invalid': (p) => `De indexnaam ${JSON.stringify(p.name)} ${dutchFileNameFaultText(p.reason)}.`,
  'max-urls-invalid': (p) => `URL's per bestand moet een heel getal zijn van 1 tot ${formatCount(p.max)}.`,
  'max-bytes-invalid': (p) =>
    `Bytes per bestand moet een heel getal zijn van ${formatCount(p.min)} tot ${formatCount(p.max)}.`,
};

const writerOf = ({ name, table }: NameWriter): string =>
  table === undefined ? name : table === null ? `de index ${name}` : `een sitemap van "${table}", ${name}`;

const andMore = (count: string): string => ` en nog ${count}`;

/** Nederlands: waarom een export niet kan, en wat hij in de map deed. */
export const DUTCH_EXPORT_PROBLEMS: MessagesOf<typeof EXPORT_PROBLEMS> = {
  'entry-too-large': (p) =>
    `Rij ${formatCount(p.row)} van "${p.table}" heeft ${formatCount(p.bytes)} bytes nodig, meer dan een heel sitemapbestand mag hebben (${formatCount(p.limit)}). Haal een paar afbeeldingen, video's of alternatieven weg, of kies de grotere groottelimiet.`,
  'file-name-clash': (p) =>
    `De export zou ${writerOf(p.first)} en ${writerOf(p.second)} schrijven, ${
      p.sameName ? 'dezelfde naam' : 'één bestand op Windows en macOS'
    }: kies een ander bestandsnaampatroon of een andere indexnaam.`,
  'file-name-invalid': (p) =>
    `Een sitemap van "${p.table}" zou ${JSON.stringify(p.name)} heten, en die naam ${dutchFileNameFaultText(p.reason)}: kies er een ander bestandsnaampatroon voor.`,
  'too-many-sitemaps': (p) =>
    `De export heeft ${p.atLeast ? 'minstens ' : ''}${formatCount(p.needed)} sitemaps nodig, maar een index mag er maximaal ${formatCount(p.limit)} vermelden en een index kan geen andere indexen vermelden. Kies een grotere URL- of groottelimiet, of verdeel de site over meerdere basis-URL's.`,
  'nothing-to-export': () =>
    "Er is niets te exporteren: de tabellen bevatten geen URL's. Voeg eerst URL's toe of importeer ze.",
  'nothing-to-export-left-out': (p) =>
    `Er is niets te exporteren: volgens de sitecontrole is geen enkele URL indexeerbaar, dus ${p.count === 1 ? 'is de enige URL' : `zijn alle ${counted(p.count, 'URL', "URL's")}`} weggelaten. Zet "URL's weglaten die niet indexeerbaar zijn" uit (--keep-non-indexable) om ze toch te exporteren.`,
  'index-too-large': (p) => `De sitemapindex zou groter worden dan ${formatCount(p.maxBytes)} bytes.`,
  'export-failed': (p) => `Het exporteren is mislukt: ${p.reason}`,
  'manifest-unreadable': (p) =>
    `${p.manifest} is geen exportmanifest dat deze versie kan lezen: er is daarom geen bestand verwijderd, en het manifest is vervangen.`,
  'manifest-entry-ignored': (p) =>
    'more' in p
      ? `Nog ${counted(p.more, 'item', 'items')} van het exportmanifest ${p.more === 1 ? 'is' : 'zijn'} om dezelfde redenen met rust gelaten.`
      : `Het exportmanifest vermeldt ${JSON.stringify(p.entry)} voor ${JSON.stringify(p.project)}, en dat ${dutchFileNameFaultText(p.reason)}: het is met rust gelaten.`,
  'export-stale-removed': (p) =>
    `${p.names.length === 1 ? '1 bestand verwijderd dat' : `${formatCount(p.names.length)} bestanden verwijderd die`} de vorige export van dit project hier schreef en die de nieuwe set niet meer heeft: ${inBrief(p.names, andMore)}.`,
  'export-stale-left': (p) =>
    `${p.names.length === 1 ? '1 bestand laten staan dat' : `${formatCount(p.names.length)} bestanden laten staan die`} het manifest van de map voor dit project vermeldt, omdat ${p.names.length === 1 ? 'het niet het bestand is dat' : 'het niet de bestanden zijn die'} de vorige export schreef (sindsdien gewijzigd, of vermeld door een manifest van elders): ${inBrief(p.names, andMore)}.`,
  'export-interrupted-finished': (p) => `Een onderbroken export naar ${p.target} is afgemaakt.`,
  'export-interrupted-undone': (p) => `Een onderbroken export naar ${p.target} is teruggedraaid.`,
  'export-interrupted-stuck': (p) =>
    `Een onderbroken export naar ${p.target} kon niet worden afgemaakt (${p.reason}); de bestanden staan nog in ${p.staging}.`,
  'export-repair-failed': (p) =>
    `Een export naar ${p.folder} is onderbroken en kon niet worden afgemaakt of teruggedraaid: ${p.reason}. Exporteer er opnieuw naartoe, of kijk in de verborgen map .sitemap-studio-staging-….`,
};

/** Nederlands: projecten openen. */
export const DUTCH_PROJECT_PROBLEMS: MessagesOf<typeof PROJECT_PROBLEMS> = {
  'one-project-at-a-time': (p) => `${p.name} is niet geopend: er kan maar één project tegelijk open zijn.`,
  'not-a-project': (p) => `${p.file} is geen Sitemap Studio-project.`,
  'project-too-new': (p) =>
    `${p.file} is opgeslagen door een nieuwere Sitemap Studio (formaat ${p.version}); deze versie leest formaat ${p.reads}. Werk Sitemap Studio bij om het te openen.`,
  'project-corrupt': (p) =>
    'damage' in p ? dutchProjectDamageText(p.file, p.damage) : `${p.file} heeft geen geldige formaatversie.`,
  'project-too-large': (p) =>
    `${p.file} is groter dan ${formatCount(p.mebibytes)} MiB${p.decompressed ? ' na uitpakken' : ''}; de tekst van een project moet in één JavaScript-string passen (${formatCount(p.characters)} tekens), dus het is niet geopend.`,
  'project-unreadable': (p) => `Het project kon niet worden gelezen: ${p.reason}`,
};
