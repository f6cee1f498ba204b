import type { TranslationOf } from '../../message-tree';
import type { exportProblemMessages as english } from '../en/problems-export';

/** Nederlands: de exportinstellingen, een export maken, wat hij in de map deed, en projecten openen. */
export const exportProblemMessages: TranslationOf<typeof english> = {
  'base-url-missing': 'Stel de basis-URL in waar de sitemaps gepubliceerd worden.',
  'base-url-invalid': 'De basis-URL is niet bruikbaar: {reason}.',
  'output-folder-missing': 'Kies de map waarnaar je exporteert.',
  'text-fields-not-written':
    "1 URL bevat meer dan zijn loc (een lastmod, changefreq, priority, afbeeldingen, video's, nieuws, hreflang-links of andere elementen), en dat kan een tekstsitemap niet bevatten: alleen de loc wordt geschreven. Exporteer als XML om de rest te houden. | {rows} URL's bevatten meer dan hun loc (een lastmod, changefreq, priority, afbeeldingen, video's, nieuws, hreflang-links of andere elementen), en dat kan een tekstsitemap niet bevatten: alleen hun locs worden geschreven. Exporteer als XML om de rest te houden.",
  'robots-txt-not-at-root':
    'De robots.txt die wordt geschreven, komt te staan op {directory}robots.txt, waar geen crawler er een leest (alleen in de hoofdmap van een host): zet de regel Sitemap: in de eigen robots.txt van de site.',
  'output-folder-not-full':
    'Geef het volledige pad van de map (vanaf / of een stationsletter), of kies de map: "{folder}" zou gelezen worden vanuit de map waarin de app gestart is.',
  'file-name-pattern-not-gz':
    'De bestanden worden met gzip gecomprimeerd, maar het bestandsnaampatroon {pattern} eindigt niet op .gz: een server zou ze versturen alsof ze niet gecomprimeerd zijn, en een crawler krijgt dan gzip-bytes die hij misschien niet kan lezen. Laat het op .gz eindigen, of zet gzip uit.',
  'file-name-pattern-gz-left-off':
    'Gzip staat uit, dus de bestanden worden niet gecomprimeerd geschreven, en hun namen krijgen de .gz van het bestandsnaampatroon {pattern} niet. Zet gzip aan om ze te comprimeren.',
  'index-name-gz':
    'De index wordt als gewone XML geschreven, maar zijn naam {name} eindigt op .gz: een server zou hem als gzip versturen, en een crawler zou gewone tekst proberen uit te pakken. Geef hem een naam zonder .gz.',
  'file-name-pattern-invalid': {
    noNumber: "Het bestandsnaampatroon {pattern} heeft {'{'}n{'}'} nodig, het nummer van het bestand.",
    badName: 'Het bestandsnaampatroon {pattern} is niet bruikbaar: een naam die het maakt ({sample}) {reason}.',
  },
  'index-name-invalid': 'De indexnaam {name} {reason}.',
  'max-urls-invalid': "URL's per bestand moet een heel getal zijn van 1 tot {max}.",
  'max-bytes-invalid': 'Bytes per bestand moet een heel getal zijn van {min} tot {max}.',
  'entry-too-large':
    'Rij {row} van "{table}" heeft {bytes} bytes nodig, meer dan een heel sitemapbestand mag hebben ({limit}). Haal een paar afbeeldingen, video\'s of alternatieven weg, of kies de grotere groottelimiet.',
  'file-name-clash': {
    sameName:
      'De export zou {first} en {second} schrijven, dezelfde naam: kies een ander bestandsnaampatroon of een andere indexnaam.',
    sameFile:
      'De export zou {first} en {second} schrijven, één bestand op Windows en macOS: kies een ander bestandsnaampatroon of een andere indexnaam.',
  },
  'file-name-invalid':
    'Een sitemap van "{table}" zou {name} heten, en die naam {reason}: kies er een ander bestandsnaampatroon voor.',
  'too-many-sitemaps': {
    atLeast:
      "De export heeft minstens {needed} sitemaps nodig, maar een index mag er maximaal {limit} vermelden en een index kan geen andere indexen vermelden. Kies een grotere URL- of groottelimiet, of verdeel de site over meerdere basis-URL's.",
    exactly:
      "De export heeft {needed} sitemaps nodig, maar een index mag er maximaal {limit} vermelden en een index kan geen andere indexen vermelden. Kies een grotere URL- of groottelimiet, of verdeel de site over meerdere basis-URL's.",
  },
  'nothing-to-export':
    "Er is niets te exporteren: de tabellen bevatten geen URL's. Voeg eerst URL's toe of importeer ze.",
  'nothing-to-export-left-out':
    'Er is niets te exporteren: volgens de sitecontrole is geen enkele URL indexeerbaar, dus is de enige URL weggelaten. Zet "URL\'s weglaten die niet indexeerbaar zijn" uit (--keep-non-indexable) om ze toch te exporteren. | Er is niets te exporteren: volgens de sitecontrole is geen enkele URL indexeerbaar, dus zijn alle {count} URL\'s weggelaten. Zet "URL\'s weglaten die niet indexeerbaar zijn" uit (--keep-non-indexable) om ze toch te exporteren.',
  'sitemap-url-too-long':
    'De index zou {name} noemen als een URL van {length} tekens; sitemaps staan minder dan {limit} toe. Kies een kortere basis-URL of een korter patroon voor bestandsnamen.',
  'index-too-large':
    "De sitemapindex zou groter worden dan {maxBytes} bytes, de groottelimiet voor elk bestand van de export: kies een grotere groottelimiet, of meer URL's per bestand voor minder sitemaps.",
  'export-failed': 'Het exporteren is mislukt: {reason}',
  'manifest-unreadable':
    '{manifest} is geen exportmanifest dat deze versie kan lezen: er is daarom geen bestand verwijderd, en het manifest is vervangen.',
  'manifest-entry-ignored': {
    more: 'Nog {more} item van het exportmanifest is om dezelfde redenen met rust gelaten. | Nog {more} items van het exportmanifest zijn om dezelfde redenen met rust gelaten.',
    entry: 'Het exportmanifest vermeldt {entry} voor {project}, en dat {reason}: het is met rust gelaten.',
  },
  'export-stale-removed':
    '1 bestand verwijderd dat de vorige export van dit project hier schreef en dat de nieuwe set niet meer heeft: {names}. | {count} bestanden verwijderd die de vorige export van dit project hier schreef en die de nieuwe set niet meer heeft: {names}.',
  'export-removes-stale':
    'Exporteren verwijdert 1 bestand dat de vorige export van dit project hier schreef en dat de nieuwe set niet meer heeft: {names}. | Exporteren verwijdert {count} bestanden die de vorige export van dit project hier schreef en die de nieuwe set niet meer heeft: {names}.',
  'export-stale-not-removed':
    '1 bestand dat de vorige export van dit project hier schreef en dat de nieuwe set niet meer heeft, kon niet worden verwijderd ({reason}); geen index vermeldt het nu, dus verwijder het zelf: {names}. | {count} bestanden die de vorige export van dit project hier schreef en die de nieuwe set niet meer heeft, konden niet worden verwijderd ({reason}); geen index vermeldt ze nu, dus verwijder ze zelf: {names}.',
  'export-stale-left':
    '1 bestand laten staan dat het manifest van de map voor dit project vermeldt, omdat het niet het bestand is dat de vorige export schreef (sindsdien gewijzigd, of vermeld door een manifest van elders): {names}. | {count} bestanden laten staan die het manifest van de map voor dit project vermeldt, omdat het niet de bestanden zijn die de vorige export schreef (sindsdien gewijzigd, of vermeld door een manifest van elders): {names}.',
  'export-names-taken': {
    refused:
      '{target} bevat een map waar de export een bestand met dezelfde naam schrijft, dus er is niets geëxporteerd: {names}. Verplaats of hernoem die map, of kies een ander patroon voor bestandsnamen. | {target} bevat {count} mappen waar de export bestanden met dezelfde namen schrijft, dus er is niets geëxporteerd: {names}. Verplaats of hernoem ze, of kies een ander patroon voor bestandsnamen.',
    foreseen:
      '{target} bevat een map waar de export een bestand met dezelfde naam schrijft: {names}. Verplaats of hernoem die map, of kies een ander patroon voor bestandsnamen. | {target} bevat {count} mappen waar de export bestanden met dezelfde namen schrijft: {names}. Verplaats of hernoem ze, of kies een ander patroon voor bestandsnamen.',
  },
  'export-replaced-unlisted':
    '1 bestand met dezelfde naam vervangen dat in de map stond en dat geen export van Sitemap Studio schreef (geen manifest vermeldt het): {names}. | {count} bestanden met dezelfde namen vervangen die in de map stonden en die geen export van Sitemap Studio schreef (geen manifest vermeldt ze): {names}.',
  'export-replaces-unlisted':
    'De map bevat 1 bestand met dezelfde naam dat geen export van Sitemap Studio schreef (geen manifest vermeldt het); exporteren vervangt het: {names}. | De map bevat {count} bestanden met dezelfde namen die geen export van Sitemap Studio schreef (geen manifest vermeldt ze); exporteren vervangt ze: {names}.',
  'export-names-shared': {
    index:
      'Deze set overschreef 1 bestand dat de set van een ander project in deze map (index {index}) ook vermeldt, dus die set heeft nu de versie van deze set: {names}. Geef elk project een eigen map, of sitemaps met andere namen (het bestandsnaampatroon). | Deze set overschreef {count} bestanden die de set van een ander project in deze map (index {index}) ook vermeldt, dus die set heeft nu de versies van deze set: {names}. Geef elk project een eigen map, of sitemaps met andere namen (het bestandsnaampatroon).',
    unknownIndex:
      'Deze set overschreef 1 bestand dat de set van een ander project in deze map ook vermeldt, dus die set heeft nu de versie van deze set: {names}. Geef elk project een eigen map, of sitemaps met andere namen (het bestandsnaampatroon). | Deze set overschreef {count} bestanden die de set van een ander project in deze map ook vermeldt, dus die set heeft nu de versies van deze set: {names}. Geef elk project een eigen map, of sitemaps met andere namen (het bestandsnaampatroon).',
  },
  'export-stale-shared': {
    index:
      '1 bestand laten staan dat de vorige export van dit project hier schreef en dat de nieuwe set niet meer heeft, omdat de set van een ander project in deze map (index {index}) het ook vermeldt: {names}. | {count} bestanden laten staan die de vorige export van dit project hier schreef en die de nieuwe set niet meer heeft, omdat de set van een ander project in deze map (index {index}) ze ook vermeldt: {names}.',
    unknownIndex:
      '1 bestand laten staan dat de vorige export van dit project hier schreef en dat de nieuwe set niet meer heeft, omdat de set van een ander project in deze map het ook vermeldt: {names}. | {count} bestanden laten staan die de vorige export van dit project hier schreef en die de nieuwe set niet meer heeft, omdat de set van een ander project in deze map ze ook vermeldt: {names}.',
  },
  'export-robots-shared': {
    index:
      'Deze set schreef robots.txt, dat de set van een ander project in deze map (index {index}) ook schrijft: de robots.txt van de map heeft zijn regels behouden, de Sitemap-regel van die set inbegrepen, en die van deze set is toegevoegd. Laat robots.txt door maar één van de twee sets schrijven, met een Sitemap-regel voor elke index.',
    unknownIndex:
      'Deze set schreef robots.txt, dat de set van een ander project in deze map ook schrijft: de robots.txt van de map heeft zijn regels behouden, de Sitemap-regel van die set inbegrepen, en die van deze set is toegevoegd. Laat robots.txt door maar één van de twee sets schrijven, met een Sitemap-regel voor elke index.',
  },
  'robots-txt-not-utf8':
    'De robots.txt van de map is geen UTF-8-tekst, en de export houdt de regels van een robots.txt zoals ze zijn: er is niets geschreven. Sla hem op als UTF-8, of zet hem ergens anders.',
  'robots-txt-link':
    'De robots.txt van de map is een koppeling naar {target}: de export schrijft niet door een koppeling heen en vervangt de regels waar die naar leidt niet, dus er is niets geschreven. Zet het bestand zelf in de map, of exporteer zonder robots.txt.',
  'robots-txt-unreadable':
    'De robots.txt van de map kon niet worden gelezen ({reason}), en de export houdt de regels van een robots.txt: er is niets geschreven.',
  'robots-txt-left':
    'Deze set schrijft geen robots.txt meer: de robots.txt van de map is gelaten zoals hij is (verwijderd zou hij elke crawler alles laten ophalen). Pas hem zelf aan of verwijder hem.',
  'robots-txt-kept':
    'De robots.txt van de map is behouden, met de Sitemap:-regel voor de index toegevoegd waar die ontbrak: de regels ervan verschillen van de robots.txt van het project. Verwijder eerst die van de map om die van het project te schrijven.',
  'export-staging-left':
    'De nieuwe set staat op zijn plaats, maar de verborgen tussenmap {staging} kon niet worden verwijderd ({reason}): verwijder hem zelf, of laat de app hem opruimen bij de volgende start.',
  'export-commit-unfinished':
    'De nieuwe set staat op zijn plaats in {target}, maar de export kon niet worden afgerond ({reason}): de volgende export naar deze map rondt hem af (na een export vanuit de app doet de app dat ook bij de volgende start).',
  'export-commit-interrupted':
    'De export naar {target} stopte halverwege het plaatsen van de bestanden ({reason}), en de map kon niet worden teruggezet zoals hij was: er kan een deel van de nieuwe set in staan. De volgende export naar deze map maakt hem af of draait hem terug (na een export vanuit de app doet de app dat ook bij de volgende start).',
  'export-commit-not-begun': {
    untouched:
      'De export naar {target} is niet begonnen met het plaatsen van de bestanden: hij kon de aantekening van wat hij plaatst niet in zijn verborgen map daar schrijven ({reason}). Er is niets in {target} veranderd. Controleer of je in die map kunt schrijven (vrije ruimte, rechten, een programma dat hem openhoudt) en exporteer opnieuw.',
    afterRepair:
      'De export naar {target} is niet begonnen met het plaatsen van de bestanden: hij kon de aantekening van wat hij plaatst niet in zijn verborgen map daar schrijven ({reason}). Geen van de bestanden is geplaatst; wat hij eerst deed met een eerder onderbroken export daar, staat hiernaast. Controleer of je in die map kunt schrijven (vrije ruimte, rechten, een programma dat hem openhoudt) en exporteer opnieuw.',
  },
  'export-interrupted-finished': 'Een onderbroken export naar {target} is afgemaakt.',
  'export-interrupted-undone': 'Een onderbroken export naar {target} is teruggedraaid.',
  'export-interrupted-stuck':
    'Een onderbroken export naar {target} kon niet worden afgemaakt ({reason}); de bestanden staan nog in {staging}.',
  'export-interrupted-superseded': {
    removed:
      'Een onderbroken export naar {target} is niet afgemaakt: een latere export van hetzelfde project heeft hem vervangen door een volledige set, en die blijft zoals hij is.',
    left: 'Een onderbroken export naar {target} is niet afgemaakt: een latere export van hetzelfde project heeft hem vervangen door een volledige set, en die blijft zoals hij is. De verborgen map {staging} kon niet worden verwijderd ({reason}): verwijder hem zelf, of laat de volgende export naar deze map hem opruimen.',
    removedOther:
      'Een onderbroken export naar {target} is niet afgemaakt: een latere export die hetzelfde indexbestand schrijft heeft hem vervangen door een volledige set, en die blijft zoals hij is.',
    leftOther:
      'Een onderbroken export naar {target} is niet afgemaakt: een latere export die hetzelfde indexbestand schrijft heeft hem vervangen door een volledige set, en die blijft zoals hij is. De verborgen map {staging} kon niet worden verwijderd ({reason}): verwijder hem zelf, of laat de volgende export naar deze map hem opruimen.',
  },
  'export-repair-failed':
    'Een export naar {folder} is onderbroken en kon niet worden afgemaakt of teruggedraaid: {reason}. Exporteer er opnieuw naartoe, of kijk in de verborgen map .sitemap-studio-staging-….',
  'export-folder-locked': {
    here: '{folder} wordt beschreven door een andere export (proces {pid}, sinds {since}). Wacht tot die klaar is of kies een andere map.',
    hereQuiet:
      '{folder} is bezet door een andere export (proces {pid}, sinds {since}) die al meer dan tien minuten geen teken van leven geeft: die staat misschien stil (Ctrl-Z) of hangt. Laat hem verdergaan, of beëindig proces {pid} als hij niet meer werkt; of kies een andere map.',
    otherHost:
      '{folder} wordt beschreven door een andere export (proces {pid} op {host}, sinds {since}). Wacht tot die klaar is of kies een andere map.',
    heldOpen:
      'Het vergrendelingsbestand in {folder}, achtergelaten door een export die is afgelopen, wordt door een ander programma opengehouden (waarschijnlijk een virusscanner of een back-up), dus deze export kon de map niet nemen. Probeer het zo opnieuw.',
    unknown:
      '{folder} wordt vastgehouden door het vergrendelbestand .sitemap-studio-export.lock, dat geen export noemt (het is leeg of onleesbaar): er begint daar misschien een export, of een export is gestopt zonder het te verwijderen. Het wordt overgenomen zodra het tien minuten oud is; als er geen export naar die map schrijft, verwijder dat bestand, of kies een andere map.',
  },
  'export-folder-unwritable': {
    certain: 'De export kan niet schrijven in {folder}: {reason}. Kies een andere map.',
    likely:
      'De export mag waarschijnlijk niet schrijven in {folder}: {reason}. Kies een andere map; exporteer je toch, dan stopt hij bij het eerste bestand en schrijft hij niets.',
  },
  'export-folder-gone':
    '{folder} is verwijderd of verplaatst terwijl ernaar werd geëxporteerd (met de hand, door een synchronisatieprogramma of een schijf die wegviel); er is daar niets geëxporteerd. Kijk waar de map is en exporteer opnieuw.',
  'one-project-at-a-time': '{name} is niet geopend: er kan maar één project tegelijk open zijn.',
  'not-a-project': '{file} is geen Sitemap Studio-project.',
  'project-too-new':
    '{file} is opgeslagen door een nieuwere Sitemap Studio (formaat {version}); deze versie leest formaat {reads}. Werk Sitemap Studio bij om het te openen.',
  'project-corrupt': {
    badVersion: '{file} heeft geen geldige formaatversie.',
    rowsShort:
      '{file} is beschadigd en kan niet worden geopend: het houdt te vroeg op: tabel "{table}" heeft {rows} van de {of} rijen.',
    checksShort:
      '{file} is beschadigd en kan niet worden geopend: het houdt te vroeg op: het heeft {checks} van de {of} resultaten van de sitecontrole.',
    exportedShort:
      "{file} is beschadigd en kan niet worden geopend: het houdt te vroeg op: het heeft {urls} van de {of} URL's die de laatste export schreef.",
    record: '{file} is beschadigd en kan niet worden geopend: {fault}.',
    recordAt: '{file} is beschadigd en kan niet worden geopend: {fault} (regel {line}, {place}).',
    recordInMember: '{file} is beschadigd en kan niet worden geopend: {fault} (gzip-deel {member}, {place}).',
    shape: '{file} is beschadigd bij {fault}.',
    shapeAt: '{file} is beschadigd bij regel {line}, {fault}.',
  },
  'project-too-large': {
    read: '{file} is groter dan {mebibytes} MiB; de tekst van een project moet in één JavaScript-string passen ({characters} tekens), dus het is niet geopend.',
    decompressed:
      '{file} is groter dan {mebibytes} MiB na uitpakken; de tekst van een project moet in één JavaScript-string passen ({characters} tekens), dus het is niet geopend.',
  },
  'project-unreadable': 'Het project kon niet worden gelezen: {reason}',
};
