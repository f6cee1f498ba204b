import type { TranslationOf } from '../../message-tree';
import type { cliMessages as english } from '../en/cli';

/** Nederlands: cli. Optienamen, exitcodes en de elementnamen van het protocol blijven zoals ze zijn. */
export const cliMessages: TranslationOf<typeof english> = {
  main: {
    usage: `Gebruik: sitemap-studio <opdracht> [opties]

De engine van Sitemap Studio in een terminal: hetzelfde importeren, valideren en exporteren als de app.

Opties:
  -h, --help       Toon deze hulp en stop
  -v, --version    Toon het versienummer en stop
  --lang <en{'|'}nl>   Schrijf in het Engels of het Nederlands, bij elke opdracht (standaard: volgens
                   LC_ALL, LC_MESSAGES of LANG; Engels als geen daarvan een taal van de CLI noemt)

Opdrachten:
  import <bron...>     Lees sitemaps, indexen, tekstsitemaps en robots.txt-bestanden uit bestanden,
                       mappen en URL's; toon een overzicht en de problemen
  validate <bron...>   Controleer elke URL aan de hand van het protocol en de regels van Google
  export <bron...>     Schrijf gesplitste, gecomprimeerde sitemaps en een index naar een map, alles
                       of niets
  robots <robots.txt> <url...>
                       Zeg of een crawler elke URL mag ophalen, en welke regel dat bepaalt
  check <bron...>      Haal elke vermelde URL beleefd op: niet gevonden, doorverwijzingen, noindex,
                       canonieke URL's elders, blokkades in robots.txt, trage antwoorden; met
                       --content ook of elke lastmod klopt (--save bewaart de resultaten in het project)
  fix <project>        Met --lastmod: zet elke lastmod op het moment waarop de inhoud van de pagina
                       echt het laatst veranderde
  hreflang <bron...>   De hreflang-clusters en hun problemen; met --complete elk cluster aangevuld
                       en als project geschreven; met --pair pagina's zonder alternatieven
                       gekoppeld volgens hun URL's of een CSV van vertaalde slugs
  crawl <home-url>     Volg beleefd de links van een site vanaf de homepage; met --compare de
                       indexeerbare pagina's die een sitemap mist en de vermelde URL's die geen link bereikt
  diagnose <url>       Haal een sitemap of robots.txt op als Googlebot en als browser, en toon
                       wat verschilt: status, doorverwijzingen, type, grootte, compressie, een
                       controlepagina van een firewall, het oordeel van robots.txt

Geef een opdracht met --help voor de opties ervan.
`,
    unknownCommand: 'Onbekende opdracht "{command}".',
    cancelled: 'Geannuleerd: er is niets geschreven en tijdelijke bestanden zijn verwijderd.',
    stopped: 'Gestopt door het systeem: {reason}',
    stopping:
      'Bezig met stoppen: wat begonnen is wordt ongedaan gemaakt, of een lopende vastlegging afgemaakt. Nog een keer gevraagd stopt de opdracht meteen, en de volgende export naar die map herstelt wat ze achterliet.',
  },
  lang: {
    bad: '--lang moet en of nl zijn, niet "{value}".',
    missing: '--lang heeft een taal nodig: en of nl.',
  },
  args: {
    unknownOption:
      "Onbekende optie '{option}'. Zet een argument dat met '-' begint aan het eind, na '--', zoals in -- \"{option}\".",
    missingValue: "Optie '{option}' heeft een waarde nodig",
    takesNoValue: "Optie '{option}' neemt geen waarde",
    unexpectedPositional: "Onverwacht argument '{argument}'. Deze opdracht neemt geen losse argumenten",
    emptySource: 'bron {n} is leeg',
    nameSource: '{empty}: noem een bestand, map of URL.',
    fileTooLarge: '{path} is te groot om als tekst te lezen ({size}; maximaal {most}).',
    outEmpty: '--out is leeg: noem het projectbestand dat geschreven wordt, zoals site.sitemapstudio.',
    outIsFolder: '{out} is een map: noem het projectbestand dat geschreven wordt, zoals {example}.',
    outFolderMissing: '{folder} bestaat niet: daar kan niets worden opgeslagen.',
    outFolderNotFolder: '{folder} is geen map: daar kan niets worden opgeslagen.',
    notRegularFile: '{path} is geen gewoon bestand (een pipe, socket of apparaat) en wordt niet gelezen.',
    noSources: 'Noem minstens één project, sitemap, map of URL.',
    notCrawler: '"{agent}" is geen crawlernaam.',
    notSearchEngine: '--search-engines: "{name}" is geen zoekmachine die de controle kent; kies uit {known}.',
    notWholeNumber: '--{name}: "{value}" is geen heel getal van {min} tot {max}.',
    badTimeout: '--timeout moet een aantal seconden boven 0 en maximaal {most} zijn, niet "{value}".',
    changedMeanwhile:
      '{path} is veranderd terwijl deze opdracht liep (een ander programma heeft het opgeslagen, verplaatst of verwijderd): er is niets in geschreven, en het blijft zoals dat programma het achterliet. Voer de opdracht opnieuw uit.',
  },
  counts: {
    files: '{n} bestanden | {n} bestand | {n} bestanden',
    urls: "{n} URL's | {n} URL | {n} URL's",
    tables: '{n} tabellen | {n} tabel | {n} tabellen',
    rows: '{n} rijen | {n} rij | {n} rijen',
    bytes: '{n} bytes | {n} byte | {n} bytes',
    indexablePages: "{n} indexeerbare pagina's | {n} indexeerbare pagina | {n} indexeerbare pagina's",
    clusters: '{n} hreflang-clusters | {n} hreflang-cluster | {n} hreflang-clusters',
    links: '{n} links | {n} link | {n} links',
    conflicts: '{n} conflicten | {n} conflict | {n} conflicten',
  },
  limits: {
    usage: `  --deadline <s>   Seconden die één download in totaal op zijn server mag wachten, doorverwijzingen meegeteld;
                   een bestand dat opnieuw wordt gelezen, begint na zijn pauze opnieuw (standaard {deadline})
  --max-files <n>  Bestanden die één import maximaal leest, indexen meegeteld
                   (standaard {maxFiles})`,
    deadline: '--deadline moet een aantal seconden boven 0 en maximaal {most} zijn, niet "{value}".',
    maxFiles: '--max-files moet een heel aantal bestanden boven 0 zijn, niet "{value}".',
  },
  report: {
    errors: '{n} fouten | {n} fout | {n} fouten',
    warnings: '{n} waarschuwingen | {n} waarschuwing | {n} waarschuwingen',
    notes: '{n} meldingen | {n} melding | {n} meldingen',
    header: '{errors}, {warnings}, {notes}:',
    severity: { error: 'fout', warning: 'waarschuwing', info: 'info' },
    more: '… nog {more} [{code}], {total} in totaal (--all toont ze allemaal)',
    moreListed: '… nog {n} (--all toont ze allemaal)',
    noProblems: 'Geen problemen.',
  },
  import: {
    usage: `Gebruik: sitemap-studio import <bron...> [--all {'|'} --json [--rows]]
                              [--out projectbestand [--keep-partial]]
                              [--deadline seconden] [--max-files n] [--threads n]

Leest sitemaps, sitemapindexen (gevolgd), gzip-bestanden, tekstsitemaps, robots.txt-bestanden
(hun Sitemap-regels gevolgd) en CSV- of TSV-tabellen (.csv, .tsv: een kopregel die loc, lastmod,
changefreq en priority noemt) uit bestanden, mappen en http(s)-URL's. De homepage van een site
(https://example.com/) wordt gelezen via de robots.txt ervan, of /sitemap.xml als die er niet is.

Opties:
  --all            Toon elk probleem, tot {kept} van elke soort in een bestand (standaard: de eerste {shown} van elke soort, en hoeveel in totaal)
  --json           Schrijf één JSON-document: bestanden, aantallen en de problemen, zoals --all ze toont
  --rows           Met --json: neem elke rij van elk bestand op
  --out <bestand>  Sla wat gelezen is ook op als projectbestand (.sitemapstudio), als elke
                   bron volledig is gelezen
  --keep-partial   Met --out: sla het ook op als sommige bronnen niet volledig zijn gelezen
{limits}
  --threads <n>    Bestanden die tegelijk worden ontleed, elk op een eigen thread
                   (standaard {threads}: één per kern; met --rows 1)
  -h, --help       Toon deze hulp

Exitcode: 0 als alles is gelezen, 1 als sommige bronnen fouten hadden, 2 bij verkeerde argumenten.
Een bron die niet volledig is gelezen (niet gevonden, een mislukte download, boven de grens van
100 MB, afgebroken) wordt bij de problemen genoemd; met --out ook op stderr, en het project wordt
dan niet geschreven, tenzij met --keep-partial (nog steeds exitcode 1). Sitemaps voorbij een grens
(--max-files, de 50.000 die een index mag noemen, indexen meer dan 5 diep) worden niet gelezen, met
een waarschuwing: dat alleen geeft nog steeds exitcode 0, maar met --out telt de index of map als
een bron die niet volledig is gelezen.
`,
    threads: '--threads moet een heel getal van 1 tot {most} zijn, niet "{value}".',
    noSources: 'Noem minstens één bestand, map of URL om te importeren.',
    rowsNeedJson: '--rows gaat alleen samen met --json.',
    keepPartialNeedsOut:
      '--keep-partial gaat alleen samen met --out: het slaat het project op dat --out noemt, ook als sommige bronnen niet volledig zijn gelezen.',
    saved: '{path} opgeslagen: {tables}, {urls}.',
    notSaved:
      '{path} niet opgeslagen. {n} bronnen konden niet volledig worden gelezen, en een project wordt alleen opgeslagen als elke bron dat is (--keep-partial slaat op wat gelezen is): | {path} niet opgeslagen. {n} bron kon niet volledig worden gelezen, en een project wordt alleen opgeslagen als elke bron dat is (--keep-partial slaat op wat gelezen is): | {path} niet opgeslagen. {n} bronnen konden niet volledig worden gelezen, en een project wordt alleen opgeslagen als elke bron dat is (--keep-partial slaat op wat gelezen is):',
    notSavedMore: '  … en nog {n} (genoemd bij de fouten)',
    read: '{files} gelezen, {urls}.',
    reading: '(leest {name})',
    file: '{kind} {urls} {bytes}  {location}',
    partial: 'GEDEELTELIJK',
  },
  validate: {
    usage: `Gebruik: sitemap-studio validate <project-of-sitemap...> [--base-url URL] [--robots BESTAND] [--agent NAAM] [--all {'|'} --json] [--threads n]

Controleert elke URL aan de hand van het protocol en de regels van Google, zoals de app en de export doen.

Opties:
  --base-url URL   Waar de sitemaps gepubliceerd worden: elke loc moet op die host en in die map staan
  --robots BESTAND Een robots.txt om geblokkeerde URL's mee aan te wijzen (standaard: een die tussen de bronnen staat)
  --agent NAAM     De crawler waarvoor robots.txt wordt gecontroleerd (standaard: Googlebot)
  --all            Toon elk probleem, tot {kept} van elke soort in een tabel en {keptInAll} in totaal (standaard: de eerste {shown} van elke soort, en hoeveel in totaal)
  --json           Schrijf één JSON-document: tabellen, aantallen en de problemen, zoals --all ze toont
  --threads <n>    Threads die de sitemaps inlezen en de rijen controleren, een bestand
                   of een deel van een tabel tegelijk (standaard {threads}: één per kern)
{limits}
  -h, --help       Toon deze hulp

Exitcode: 0 als er geen fout is (waarschuwingen mogen), 1 als er fouten zijn, 2 bij verkeerde argumenten.
`,
    checked: '{urls} gecontroleerd in {tables}.',
  },
  export: {
    usage: `Gebruik: sitemap-studio export <project-of-sitemap...> --out MAP --base-url URL [opties]

Schrijft gesplitste sitemaps (één set per tabel) en een sitemapindex naar MAP, alles of niets, nooit
boven de limieten van het protocol; leest elk bestand terug en rapporteert het.

Een projectbestand dat alleen wordt geëxporteerd, wordt geëxporteerd met de exportinstellingen die erin
bewaard zijn (zoals de app het zou exporteren: de map, de basis-URL, de bestandsnamen, de limieten, het
stylesheet); elke opgegeven optie gaat boven de instelling die ze noemt, en --out en --base-url zijn
alleen nodig waar het project er geen bewaard heeft.

Opties:
  --out MAP             De map om naar te schrijven (wordt zo nodig gemaakt; alleen bestanden met de namen van de set worden vervangen)
  --base-url URL        Waar de bestanden gepubliceerd worden, bijv. https://example.com/
  --gzip, --no-gzip     Comprimeer de sitemaps (standaard: gzip)
  --max-bytes N         Ongecomprimeerde bytes per bestand, maximaal {otherBytes} (standaard {defaultBytes})
  --max-urls N          URL's per bestand, maximaal {maxUrls} (standaard)
  --news-split, --no-news-split
                        Nieuwssitemaps in bestanden van {newsUrls} URL's, zoals Google ze leest (standaard), of zoals de andere
  --xml, --text         XML-sitemaps (standaard), of tekstsitemaps (één URL per regel)
  --pattern P           Bestandsnamen van de sitemaps (standaard: {pattern})
  --index-name NAAM     De bestandsnaam van de index (standaard: {indexName})
  --xsl HREF, --no-xsl  Koppel vanuit elk bestand een XSL-stylesheet, of geen (standaard)
  --robots-txt, --no-robots-txt
                        Schrijf ook robots.txt, met een Sitemap:-regel voor de index (een die al
                        in de map staat, houdt zijn regels), of niet (standaard)
  --allow-other-hosts, --no-allow-other-hosts
                        Exporteer ook URL's op andere hosts dan die van de basis-URL, met een waarschuwing (zoekmachines nemen ze alleen als die host geverifieerd is of zijn robots.txt de sitemap noemt), of weiger ze (standaard)
  --keep-non-indexable, --leave-out-non-indexable
                        Behoud de URL's die volgens de sitecontrole van een project niet indexeerbaar zijn (4xx/5xx, doorverwezen, noindex, canonieke URL elders, geblokkeerd door robots.txt), of laat ze weg en som ze op (standaard)
  --dry-run             Schrijf niets: toon de URL's die sinds de laatste export van het project zijn toegevoegd, verwijderd en gewijzigd (per veld)
  --remember            Onthoud in het project wat deze export schreef, voor een latere --dry-run (een project als enige bron)
  --all                 Toon elk probleem (standaard: de eerste {shown} van elke soort, en hoeveel in totaal)
  --threads N           Threads die de sitemaps inlezen, de rijen controleren en de bestanden comprimeren (standaard {threads}: één per kern; is een bron een sitemap en geen bron een project, dan worden de rijen op half zoveel threads gecontroleerd en gecomprimeerd)
  --json                Schrijf het rapport (of de problemen) als JSON
{limits}
  -h, --help            Toon deze hulp

Met --remember onthoudt een project dat op zichzelf wordt geëxporteerd wat de export schreef (de velden
van elke URL als hashes, de bestanden, het tijdstip), zodat --dry-run ermee kan vergelijken; het
projectbestand wordt herschreven.

Exitcode: 0 als alles is geschreven, 1 als fouten het tegenhielden (er is niets geschreven) of als de export is
geschreven maar niet onthouden kon worden (het projectbestand bleef zoals het was), 2 bij verkeerde argumenten
(ook instellingen te klein voor welk bestand ook, zoals --max-bytes onder de grootte van de index), 130 als hij
is gestopt (143 door SIGTERM, 129 door SIGHUP), ook als de stop kwam toen de nieuwe bestanden al op hun
plaats werden gezet: die stap wordt helemaal afgemaakt, en de export is volledig.
`,
    noSources: 'Noem minstens één project, sitemap, map of URL om te exporteren.',
    dryRunNeedsProject: '--dry-run vergelijkt met wat een project onthoudt: geef één projectbestand (.sitemapstudio).',
    rememberNeedsProject:
      '--remember bewaart wat er is geschreven in een project: geef één projectbestand (.sitemapstudio).',
    sinceLast:
      'Sinds de laatste export ({at}, {files}): {added} toegevoegd, {removed} verwijderd, {changed} gewijzigd.',
    sinceLastIn:
      'Sinds de laatste export ({at}, {files}, naar {folder}): {added} toegevoegd, {removed} verwijderd, {changed} gewijzigd.',
    noLastExport: 'Dit project onthoudt geen export: alle {urls} zouden nieuw zijn.',
    changedFields: '{loc}  ({fields})',
    notRemembered: 'Geëxporteerd naar {folder}, maar niet onthouden: {reason}',
    remembered: 'Deze export is onthouden in {path}.',
    outRequired: '--out is verplicht: de map om naar te schrijven.',
    toSavedFolder: 'Exporteert naar {folder}, de map die in het project bewaard is (--out noemt een andere).',
    savedFolderPlace: 'de map die in {project} bewaard is ({folder})',
    savedSettingsRefused:
      'Waar geen optie is opgegeven, zijn dit de exportinstellingen die in {project} bewaard zijn: een optie gaat boven elk ervan (zie --help).',
    baseUrlRequired: '--base-url is verplicht: waar de bestanden gepubliceerd worden.',
    optionsContradict: '{on} en {off} spreken elkaar tegen.',
    outInSource:
      '--out {out} ligt in de map {folder} die gelezen wordt: de export zou zijn eigen bestanden weer inlezen. Schrijf naar een map daarbuiten.',
    sourcesIncomplete:
      'Niet geëxporteerd: sommige bronnen konden niet volledig of niet zoals bedoeld worden gelezen, en hun rijen zouden verloren gaan of verkeerd worden gepubliceerd.',
    tablesRead: 'De tabellen, en de sitemap waaruit elk is gelezen:',
    notExported: 'Niet geëxporteerd (er is niets geschreven):',
    notCompleted: 'Geëxporteerd, maar niet afgerond:',
    stopCameLate:
      'Niet gestopt: de stop kwam toen de nieuwe bestanden al op hun plaats werden gezet, een stap die eenmaal begonnen helemaal wordt afgemaakt, dus de export hierboven is volledig.',
    stopCameLateNotRemembered:
      'Deze export is niet onthouden in het project (--remember): het projectbestand is zoals het was.',
    stopCameLateRemembered:
      'Hij is ook in het project onthouden (--remember): de stop kwam terwijl dat bezig was, en ook dat wordt helemaal afgemaakt.',
    cancelledAfterRepair:
      'Geannuleerd: deze export heeft niets naar {folder} geschreven, en de tijdelijke bestanden zijn verwijderd. Wat hij eerst deed met een eerder onderbroken export daar:',
    wrote: '{files} ({urls}) geschreven naar {folder}; index: {index}',
    sitemaps: 'sitemaps | sitemap | sitemaps',
    urls: "URL's | URL | URL's",
    bytesGzip: '{bytes}, {gzip} gzip',
    warningsAccepted:
      "{n} waarschuwingen over de URL's geaccepteerd; voer validate uit om ze te zien. | {n} waarschuwing over een URL geaccepteerd; voer validate uit om hem te zien. | {n} waarschuwingen over de URL's geaccepteerd; voer validate uit om ze te zien.",
    otherHosts:
      "{n} URL's op andere hosts dan die van de basis-URL zijn geëxporteerd omdat --allow-other-hosts ze toestaat. | {n} URL op een andere host dan die van de basis-URL is geëxporteerd omdat --allow-other-hosts hem toestaat. | {n} URL's op andere hosts dan die van de basis-URL zijn geëxporteerd omdat --allow-other-hosts ze toestaat.",
    otherHostsSaved:
      "{n} URL's op andere hosts dan die van de basis-URL zijn geëxporteerd omdat de exportinstellingen van het project ze toestaan (--no-allow-other-hosts weigert ze). | {n} URL op een andere host dan die van de basis-URL is geëxporteerd omdat de exportinstellingen van het project hem toestaan (--no-allow-other-hosts weigert hem). | {n} URL's op andere hosts dan die van de basis-URL zijn geëxporteerd omdat de exportinstellingen van het project ze toestaan (--no-allow-other-hosts weigert ze).",
    leftOut:
      "{n} URL's weggelaten die volgens de sitecontrole niet indexeerbaar zijn (--keep-non-indexable behoudt ze): | {n} URL weggelaten die volgens de sitecontrole niet indexeerbaar is (--keep-non-indexable behoudt hem): | {n} URL's weggelaten die volgens de sitecontrole niet indexeerbaar zijn (--keep-non-indexable behoudt ze):",
    inFolder: 'In de map: {report}',
  },
  diagnose: {
    usage: `Gebruik: sitemap-studio diagnose <url> [--json] [--timeout seconden]

Waarom Search Console een sitemap "niet kon ophalen" die in een browser wel opent: vraagt de URL
op als Googlebot en als desktopbrowser, na elkaar, en toont beide antwoorden naast elkaar: status,
doorverwijzingen (alleen gevolgd op de eigen host van de URL), inhoudstype, compressie, grootte,
een controlepagina van een firewall of CDN, en of de robots.txt van de site Googlebot toelaat.
Alleen die URL, de doorverwijzingen op dezelfde host en de robots.txt van de host worden opgevraagd.

Opties:
  --json            Schrijf één JSON-document met beide antwoorden, wat verschilt, en het oordeel
                    (googlebotGetsIt, verdict)
  --timeout <s>     Seconden die elk verzoek mag duren: dat van Googlebot, van de browser
                    en van robots.txt (standaard {timeout})
  -h, --help        Toon deze hulp

Exitcode: 0 als Googlebot het bestand krijgt (een 2xx, geen controlepagina, toegestaan door
robots.txt; een groot bestand dat nog binnenkwam toen de tijd om was telt mee, want wat kwam
was goed), 1 als dat niet zo is (ook een lege sitemap, een bestand dat na de status afbreekt of niet meer
binnenkomt; een sitemap groter dan de 50 MB die het protocol toestaat, een gzip-bestand
uitgepakt geteld, of een die doorgaat na de 64 MB die gelezen worden) of als de tijd te kort na de headers om was om dat te zeggen, 2 bij
verkeerde argumenten.
`,
    needUrl: 'Noem één absolute http(s)-URL om te diagnosticeren.',
    heading: 'Diagnose van {url}',
    googlebot: 'Googlebot',
    browser: 'Desktopbrowser',
    redirects: 'doorverwijzingen',
    status: 'status',
    finalUrl: 'laatste URL',
    contentType: 'inhoudstype',
    contentEncoding: 'compressie',
    bytes: 'grootte',
    challenge: 'controlepagina',
    error: 'geen antwoord',
    time: 'tijd',
    unknownVendor: 'een firewall',
    none: '–',
    bytesValue: '{n} bytes | {n} byte | {n} bytes',
    cutValue: 'meer dan {size}',
    gzipFileValue: '{size} uitgepakt, {compressed} als gzip',
    inflatedSize: '{size} uitgepakt',
    unfinishedValue: '{size} toen de tijd om was (niet het einde)',
    ms: '{ms} ms',
    notFollowed: 'doorverwijzing naar {to} niet gevolgd ({why})',
    why: {
      'other-host': 'een andere host',
      'other-scheme': 'geen http(s)',
      loop: 'een lus: die was al gevraagd',
      'too-many': 'te veel doorverwijzingen',
    },
    failure: {
      timeout: 'geen antwoord op tijd',
      'not-http':
        'geen HTTP (geen geldige statusregel: een HTTP/0.9-antwoord, een ander protocol, of een statuscode die HTTP niet kent)',
      'bare-lf': 'regels die op alleen LF eindigen, niet op CR LF',
      'invalid-headers': 'headers die geen geldige HTTP zijn ({reason})',
      'headers-too-large': 'headers groter dan 128 KB, meer dan een sitemapserver stuurt',
      'unasked-answer': 'een antwoord waar niet om gevraagd is (een 100 Continue voor het antwoord op een GET)',
      'bad-chunks': 'een body waarvan de chunked-opbouw niet klopt ({reason})',
      'body-short': 'korter dan de Content-Length',
      'coding-corrupt': 'de gecomprimeerde gegevens zijn beschadigd',
      'coding-unknown':
        'gecomprimeerd als "{coding}", waar niet om gevraagd is (wel om gzip, deflate of br) en dat niet te lezen is',
      'gzip-file-corrupt': 'het gzip-bestand erin is beschadigd of afgebroken',
      'body-stalled': 'stopte met sturen ({seconds} s zonder byte)',
      'body-none': 'geen inhoud na de headers ({seconds} s)',
      'body-late': 'nog geen byte toen de tijd om was, {seconds} s na de headers',
    },
    differs: 'Verschilt: {fields}.',
    same: 'Beide kregen hetzelfde antwoord.',
    robotsAllowed: 'robots.txt laat Googlebot het ophalen{line}.',
    robotsBlocked: 'robots.txt houdt Googlebot tegen: {rule}.',
    robotsUnreadable: 'robots.txt kon niet worden gelezen: {reason}.',
    robotsLine: ' (regel {line}: {rule})',
    verdictOk: 'Googlebot krijgt het bestand.',
    verdictChallenge:
      'Googlebot krijgt een controlepagina van {vendor} in plaats van het bestand: laat Googlebot toe in de firewall of het CDN.',
    verdictStatus: 'Googlebot krijgt status {status}, niet het bestand.',
    verdictHtml:
      'Googlebot krijgt status {status}, maar een HTML-pagina, geen sitemap: een webpagina, of een fout- of inlogpagina die in plaats daarvan is gegeven (Search Console zegt "Sitemap is HTML").',
    verdictBroken: 'Googlebot krijgt status {status}, maar het bestand breekt af: {error}.',
    verdictUnreadCoding:
      'Googlebot krijgt status {status}, maar het bestand komt gecomprimeerd als "{coding}": Googlebot vraagt om gzip, deflate of br, en kan het niet lezen. Laat de server, of een CDN ervoor, een daarvan sturen, of geen compressie.',
    verdictError: 'Googlebot krijgt geen antwoord: {error}.',
    verdictBareLf:
      "Deze diagnose kon het antwoord niet lezen: de server laat zijn regels op alleen LF eindigen, niet op CR LF zoals HTTP vereist. Deze app leest HTTP strikt en weigert zo'n antwoord, al nemen sommige browsers het aan, dus hij kan niet zeggen wat Googlebot krijgt. Herstel de regeleinden waar de server, of een proxy ervoor, het antwoord schrijft.",
    verdictBlocked: 'Googlebot mag het bestand niet ophalen volgens de robots.txt van de site.',
    verdictRobotsUnreadable:
      'Googlebot haalt het bestand niet op: de robots.txt van de site kon niet worden gelezen ({reason}), en volgens RFC 9309 wordt dan niets van de host opgehaald.',
    verdictTooLarge:
      "Googlebot krijgt status {status}, maar het bestand is {size}, meer dan de {max} die een sitemap ongecomprimeerd mag bevatten: Google leest geen sitemap die groter is. Verdeel de URL's over eigen sitemaps, vermeld in een sitemapindex.",
    verdictTooLargeCut:
      "Googlebot krijgt status {status}, maar het bestand gaat verder dan {size}, waar deze diagnose stopte met lezen: meer dan de {max} die een sitemap ongecomprimeerd mag bevatten, en Google leest geen sitemap die groter is. Verdeel de URL's over eigen sitemaps, vermeld in een sitemapindex (of zoek uit waarom de server zoveel stuurt: een body zonder einde).",
    verdictEmpty:
      'Googlebot krijgt status {status}, maar een leeg antwoord: geen enkele byte, dus geen sitemap (Search Console zegt "Sitemap is leeg" of "Kan niet ophalen"). Kijk wat de server, of een cache ervoor, voor deze URL stuurt.',
    verdictUnfinished:
      'Googlebot krijgt status {status}, en het bestand kwam nog binnen toen de tijd van deze diagnose om was: {size} in {seconds} s, de rest is niet gelezen. Dat is de eigen tijdslimiet van deze diagnose (een groot bestand of een trage verbinding), geen fout van de server.',
    verdictStalled:
      "Googlebot krijgt status {status}, maar de server stopte met het sturen van het bestand: {size} kwam binnen, daarna geen byte meer in de laatste {seconds} s voordat de tijd om was. Googlebot geeft zo'n ophaalpoging ook op: zoek uit wat de server, of een proxy ervoor, tegenhoudt de rest te sturen (een generator die vastzit, een backend die blijft hangen).",
    verdictNoBody:
      "Googlebot krijgt status {status}, maar na de headers kwam geen byte van het bestand ({seconds} s): de server stopte nadat hij ze had gestuurd. Googlebot geeft zo'n ophaalpoging ook op: zoek uit wat de server, of een proxy ervoor, tegenhoudt het bestand te sturen (een generator die vastzit, een backend die blijft hangen).",
    verdictLate:
      'Googlebot krijgt status {status}, maar de tijd van deze diagnose was {seconds} s na de headers om, voordat er een byte van het bestand kwam: te kort om te zeggen of de server het nog stuurde, dus of Googlebot het bestand krijgt, is niet bekend. De server gebruikte bijna alle toegestane tijd om te antwoorden (een sitemap die op verzoek wordt gemaakt, een trage backend).',
    moreTime:
      'Om het tot het einde te lezen, geef je elk verzoek meer tijd: sitemap-studio diagnose {url} --timeout <seconden>',
  },
  robots: {
    usage: `Gebruik: sitemap-studio robots <robots.txt> [--agent NAAM] [--json] [--timeout S] <url...>

Zegt of een crawler elke URL mag ophalen volgens een robots.txt-bestand (RFC 9309, gelezen zoals
Google het leest), en welke regel dat bepaalt. Het adres van een site in plaats daarvan,
https://example.com/robots.txt, leest de live robots.txt van de site: een 4xx staat elke URL toe,
een 5xx, een 429 of geen antwoord blokkeert elke URL.

Opties:
  --agent NAAM     De producttoken van de crawler (standaard: Googlebot)
  --json           Eén JSON-object per URL: url, allowed, line (allowed null en een error voor
                   een URL die geen oordeel krijgt; decidedBy waar de site geen regels gaf)
  --timeout S      Met het adres van een site: seconden die zijn robots.txt mag duren,
                   doorverwijzingen inbegrepen (standaard {timeout})
  -h, --help       Toon deze hulp

Exitcode: 0 als elke URL een oordeel kreeg, 1 als de robots.txt van de site geen antwoord gaf (elke
URL is dan geblokkeerd, zoals Google het leest), 2 bij verkeerde argumenten (een URL die geen absolute
http(s)-URL is, of niet op de site staat waarvan de robots.txt is gevraagd, wordt genoemd, en de
andere krijgen toch hun oordeel).
`,
    needFileAndUrls: 'Noem een robots.txt-bestand en minstens één URL.',
    notAtRoot: '{url} is geen robots.txt: een site heeft er één, op {robots}.',
    otherSite: 'URL {n}, "{url}", staat niet op {origin}: de robots.txt daarvan beslist er niet over.',
    badAgent: '"{agent}" is geen crawlernaam: gebruik alleen letters, "_" en "-", bijv. Googlebot.',
    badUrl: 'URL {n}, "{url}", is geen absolute http(s)-URL.',
    allowed: 'toegestaan',
    blocked: 'geblokkeerd',
    noRule: 'geen regel van toepassing',
    line: 'regel {line}: {rule}',
    noLines:
      '{file} bevat geen enkele robots.txt-regel (User-agent, Allow, Disallow, Sitemap): is het wel een robots.txt? Een crawler leest het als: alles toegestaan.',
    truncated:
      '{file} is groter dan 500 KiB: zoals Google doet, zijn alleen de eerste 500 KiB gelezen, en de regels daarna tellen niet mee.',
  },
  check: {
    usage: `Gebruik: sitemap-studio check <project-of-sitemap...> [--json {'|'} --all] [--concurrency N] [--rate N] [--agent NAAM]

Haalt elke vermelde URL op en meldt wat een zoekmachine zou tegenkomen: niet gevonden, serverfouten,
doorverwijzingen en meta-refreshes, noindex, canonieke URL's elders, blokkades in robots.txt,
pagina's die geen HTML zijn, hreflang die niet met de sitemap overeenkomt, trage antwoorden. Beleefd:
de live robots.txt en de Crawl-delay ervan worden gevolgd, en alleen de eigen hosts van de tabellen
worden benaderd.

Opties:
  --concurrency N  Verzoeken die tegelijk lopen (standaard {concurrency})
  --per-host N     Verzoeken die tegelijk naar één host lopen (standaard {perHost})
  --rate N         Verzoeken die per seconde starten, 0 voor geen limiet (standaard {rate})
  --agent NAAM     De robots.txt-groep die de controle zelf volgt en de crawler wiens X-Robots-Tag
                   en robots-meta tellen (standaard: robots.txt als {robotsAgent}, X-Robots-Tag en
                   meta als {tagAgent})
  --search-engines LIJST
                   De zoekmachines wier eigen robots.txt-groepen bepalen of een URL geblokkeerd is,
                   gescheiden door komma's, uit {engines} (standaard {searchEngines})
  --other-hosts    Controleer ook URL's op andere hosts dan de eigen host van elke tabel
  --ignore-robots  Lees robots.txt niet (alleen voor je eigen site)
  --slow-ms N      Een antwoord dat trager is dan dit wordt gemeld (standaard {slowMs})
  --timeout S      Geef een URL op na S seconden, doorverwijzingen meegeteld (standaard {timeout})
  --content        Lees elke pagina helemaal (tot 5 MiB) en neem een vingerafdruk van de hoofdinhoud;
                   met een project: vergelijk met de vingerafdrukken die het bewaart: lastmod-stale,
                   lastmod-churn, lastmod-future, en content-unstable voor een pagina die bij elke
                   keer ophalen anders is (een pagina die afwijkt van het project wordt twee keer opgehaald)
  --fetch-twice    Met --content: haal elke pagina twee keer op, om te vinden welke elke keer anders zijn
  --save           Schrijf de resultaten, met vingerafdrukken en inhoudsgeschiedenis, terug in het
                   project (de enige bron), atomair
  --all            Toon elk probleem (standaard: de eerste paar van elke soort, en hoeveel in totaal)
  --json           Schrijf één JSON-document: aantallen, robots.txt, de controle van elke URL en elk probleem
{limits}
  -h, --help       Toon deze hulp

De voortgang gaat naar stderr zolang het loopt (in een terminal op zijn plaats, elders elke 30 s een
regel); Ctrl-C stopt de controle en meldt wat gecontroleerd is.
Exitcode: 0 als er geen fout is (waarschuwingen mogen), 1 als er fouten zijn, 2 bij verkeerde argumenten,
130 als hij gestopt is (143 door SIGTERM, 129 door SIGHUP).
`,
    progress:
      "{done} van {total} URL's gecontroleerd | {done} van {total} URL gecontroleerd | {done} van {total} URL's gecontroleerd",
    summary: '{urls} gecontroleerd ({rows} in {tables}): {counts}',
    summaryCancelled: '{done} van {urls} gecontroleerd ({rows} in {tables}): {counts}',
    retried:
      '; {n} verzoeken opnieuw gedaan na een 429 of 503 | ; {n} verzoek opnieuw gedaan na een 429 of 503 | ; {n} verzoeken opnieuw gedaan na een 429 of 503',
    stopped: "Gestopt: de URL's hierboven zijn gecontroleerd, de rest niet.",
    stoppedNotSaved: "Gestopt: de URL's hierboven zijn gecontroleerd, de rest niet; er is niets opgeslagen in {path}.",
    stoppedBeforeAny: 'Gestopt voordat er een URL was gecontroleerd.',
    stoppedBeforeAnyNotSaved: 'Gestopt voordat er een URL was gecontroleerd; er is niets opgeslagen in {path}.',
    statusClasses: { failed: 'mislukt', skipped: 'overgeslagen' },
    noProblemsChecked: "Geen problemen in de gecontroleerde URL's.",
    otherHostsSkipped:
      "Niet gecontroleerd: {n} URL's op een andere host dan die van hun tabel, want een sitecontrole vraagt één site (--other-hosts controleert ze): | Niet gecontroleerd: {n} URL op een andere host dan die van zijn tabel, want een sitecontrole vraagt één site (--other-hosts controleert hem): | Niet gecontroleerd: {n} URL's op een andere host dan die van hun tabel, want een sitecontrole vraagt één site (--other-hosts controleert ze):",
    needsContent: '--fetch-twice werkt alleen met --content.',
    saveNeedsProject:
      '--save schrijft de resultaten in een project: geef één projectbestand (.sitemapstudio) als enige bron.',
    changedMeanwhile:
      '{path} is veranderd terwijl de controle liep (een ander programma heeft het opgeslagen): de resultaten zijn er niet in opgeslagen, en het blijft zoals dat programma het achterliet. Controleer het opnieuw om ze op te slaan.',
    saved:
      "De resultaten van {n} URL's zijn bewaard in {path}. | Het resultaat van {n} URL is bewaard in {path}. | De resultaten van {n} URL's zijn bewaard in {path}.",
  },
  hreflang: {
    usage: `Gebruik: sitemap-studio hreflang <project-of-sitemap...> [--complete --out project [--x-default TAAL]] [--all] [--json] [--threads n]
         sitemap-studio hreflang <project-of-sitemap...> (--pair REGEL {'|'} --pair-csv BESTAND) --out project [--json] [--threads n]

Zoekt de hreflang-clusters van de bronnen: de pagina's die één inhoud in meerdere talen zijn,
verbonden door hun alternatieven in beide richtingen, over alle tabellen. Meldt elk probleem van
een cluster met zijn code en de loc van de rij: een ontbrekende link terug of naar zichzelf, een
taal met twee URL's of twee pagina's, een pagina met twee talen, x-default die ontbreekt of
verschilt, alternatieven die geen tabel bevat, leden op een andere host, en de ene link die in zijn
eentje een reuzencluster samenvoegt.

Met --complete noemt elke rij van elk cluster alle leden onder hun taal, ook zichzelf, en één
x-default; het project wordt naar --out geschreven, met elke toegevoegde of verwijderde link.
Conflicten (welke pagina welke taal is, een code die Google niet aanneemt) blijven voor een mens:
een ongeldige code wordt nooit op de gok herschreven.

Met --pair, voor een site waarvan de sitemap nog geen alternatieven heeft, worden de pagina's
gekoppeld op de plek waar hun URL's de taal zetten, volgens een regel die u bevestigt: /{'{'}lang{'}'}/pad
(het eerste deel van het pad; /shop/{'{'}lang{'}'}/ voor een dieper deel), {'{'}lang{'}'}.example.com/pad (het
eerste label van de host) of ?lang= (een queryparameter). Met --pair-csv volgens een CSV van
vertaalde slugs: een kopregel met taalcodes (en,nl,de), dan één regel per inhoud met de pagina in
elke taal als URL of als pad (/nl/schoenen). Elke pagina van een inhoud noemt dan alle pagina's
ervan onder hun taal, ook zichzelf; de toegevoegde links worden afgedrukt en het project wordt naar
--out geschreven. Een inhoud met twee URL's voor één taal, een code die Google niet aanneemt en een
taal die een rij al met een andere URL noemt, blijven voor een mens.

Opties:
  --complete       Vul elk cluster aan en schrijf het project (vraagt --out)
  --pair REGEL     Koppel pagina's op de plek waar hun URL's de taal zetten (vraagt --out)
  --pair-csv BESTAND
                   Koppel pagina's volgens een CSV van vertaalde slugs (vraagt --out)
  --out BESTAND    Het project om te schrijven (mag het gelezen project zijn)
  --x-default TAAL Het lid in deze taal wordt de x-default van elk cluster (standaard: het lid dat
                   de rijen van het cluster al het vaakst noemen; geen als niemand er een noemt)
  --all            Noem elk probleem, elke gewijzigde rij en elke gekoppelde link (standaard de
                   eerste 20 van elk, en hoeveel er nog meer zijn; --json bevat ze allemaal)
  --json           Druk de problemen van de clusters (en de aanvulling) af als één JSON-document
  --threads <n>    Maximaal n threads lezen de bronnen in en schrijven het project
                   (standaard {threads}: één per kern; een klein project wordt op één geschreven)
  -h, --help       Toon deze hulp

Afsluitcode: 0 als elk cluster compleet is (of het project geschreven is), 1 als een cluster een
probleem heeft of een bron niet helemaal gelezen kon worden (dan wordt er geen project geschreven),
2 bij verkeerde argumenten.
`,
    needsOut: '--complete schrijft het aangevulde project: geef het een naam met --out.',
    outNeedsComplete: '--out schrijft het aangevulde project: voeg --complete toe.',
    badXDefault: '--x-default neemt een taalcode zoals en of en-GB, niet "{value}".',
    found: '{clusters} in {urls}.',
    allComplete: 'Elk cluster is compleet.',
    conflict: '{loc}  blijft voor een mens: {what}',
    decide: {
      twoLanguages: 'de links geven haar meer dan één taal ({languages})',
      twoPages: 'hreflang {language} gaat naar meer dan één pagina ({pages})',
      twoUrls: 'hreflang {language} staat er met meer dan één URL ({pages})',
      invalid: '"{language}" is geen code die Google aanneemt; verbeter die met de hand',
      invalidHref:
        'haar URL kan in geen sitemap staan (relatief, met een spatie, geen http…), dus krijgt geen andere pagina haar; verbeter die met de hand',
      noLanguage: 'geen link geeft haar een taal',
    },
    outIsSource:
      '--out noemt {path}, een van meerdere bronnen: geschreven met ze allemaal, zou het zijn instellingen, sitecontroles en laatste export verliezen. Schrijf naar een ander bestand, of geef dat project alleen.',
    notReadWhole:
      '{n} bronnen konden niet helemaal worden gelezen: de clusters hieronder zijn van wat wel is gelezen. | {n} bron kon niet helemaal worden gelezen: de clusters hieronder zijn van wat wel is gelezen. | {n} bronnen konden niet helemaal worden gelezen: de clusters hieronder zijn van wat wel is gelezen.',
    notWrittenNotWhole:
      'Niet geschreven: {path}. {n} bronnen konden niet helemaal worden gelezen, en een project wordt alleen geschreven als elke bron dat is: | Niet geschreven: {path}. {n} bron kon niet helemaal worden gelezen, en een project wordt alleen geschreven als elke bron dat is: | Niet geschreven: {path}. {n} bronnen konden niet helemaal worden gelezen, en een project wordt alleen geschreven als elke bron dat is:',
    completed:
      '{clusters} aangevuld: {added} toegevoegd, {removed} verwijderd, {conflicts} voor een mens gelaten; {path} geschreven.',
    noXDefault:
      '{n} clusters blijven zonder x-default: geen rij ervan noemt er een; --x-default TAAL geeft elk cluster zijn pagina in die taal. | {n} cluster blijft zonder x-default: geen rij ervan noemt er een; --x-default TAAL geeft elk cluster zijn pagina in die taal. | {n} clusters blijven zonder x-default: geen rij ervan noemt er een; --x-default TAAL geeft elk cluster zijn pagina in die taal.',
    pair: {
      oneWay: 'Koppel volgens een regel (--pair) of volgens een CSV (--pair-csv), niet allebei.',
      notWithComplete:
        '--pair en --pair-csv schrijven het gekoppelde project: laat --complete weg (vul het daarna aan).',
      needsOut: '--pair en --pair-csv schrijven het gekoppelde project: geef het een naam met --out.',
      badRule: "--pair neemt /{'{'}lang{'}'}/pad, {'{'}lang{'}'}.example.com/pad of ?lang=, niet \"{rule}\".",
      twoUrls: 'blijft voor een mens: hreflang {language} heeft meer dan één URL ({pages})',
      unknownCode: '{loc}  blijft voor een mens: "{code}" is geen code die Google aanneemt',
      unknownColumn:
        '{file}, regel 1: de kolom "{code}" is geen code die Google aanneemt; de waarden ervan blijven buiten beschouwing',
      xDefaultColumn:
        "{file}, regel 1: de kolom x-default blijft buiten beschouwing: een CSV koppelt pagina's per taal; geef elk cluster zijn x-default met --complete --x-default TAAL",
      listedOtherwise: '{loc}  blijft voor een mens: de rij noemt hreflang {language} als {listed}, niet als {href}',
      pageListedOtherwise:
        '{loc}  blijft voor een mens: de rij noemt {href} als hreflang {listed}, niet als {language}',
      extraValues:
        '{file}, regel {line}, kolom {column}: {values} waarde, meer dan de kopregel noemt; de rest blijft buiten beschouwing | {file}, regel {line}, kolom {column}: {values} waarden, meer dan de kopregel noemt; de rest blijft buiten beschouwing',
      notFound: '{file}, regel {line}, kolom {column} ({language}): geen rij heeft {value}',
      repeated:
        '{file}, regel {line}, kolom {column} ({language}): {value} staat al op regel {first}; één pagina hoort bij één inhoud, dus hier blijft hij buiten beschouwing',
      done: '{clusters} gekoppeld: {links} toegevoegd aan {rows}; de regel vond geen taal in {unmatched}; {conflicts} voor een mens gelaten; {path} geschreven.',
      doneCsv:
        '{clusters} gekoppeld: {links} toegevoegd aan {rows}; de CSV noemt geen pagina in {unmatched}; {conflicts} voor een mens gelaten; {path} geschreven.',
    },
  },
  fix: {
    usage: `Gebruik: sitemap-studio fix <project> --lastmod --out <project> [--json] [--threads n]

Zet recht wat de inhoudscontroles van het project (check --content --save) als onjuist kennen: met
--lastmod krijgt elke rij waarvan de pagina na de lastmod veranderde (lastmod-stale), waarvan de
lastmod verschoof terwijl de pagina gelijk bleef (lastmod-churn) of waarvan de lastmod in de toekomst
ligt (lastmod-future) als lastmod het moment waarop de inhoud echt het laatst veranderde, in de stijl
van de rij zelf (een datum blijft een datum). Toont elke wijziging, dan elke lastmod die het
betwijfelt maar niet kan dateren (een pagina die verschilde tussen twee keer ophalen, een lastmod in
de toekomst van een pagina die geen controle dateert) en waarom, en hoeveel er kloppen of niet
beoordeeld zijn (geen inhoudscontrole zag hun pagina); --out mag het project zelf zijn (het wordt
atomair vervangen).

Opties:
  --lastmod        Zet elke lastmod op het moment waarop de inhoud van de pagina echt het laatst veranderde
  --out BESTAND    Het project dat geschreven wordt (.sitemapstudio komt achter een naam zonder)
  --json           Toon de wijzigingen als één JSON-document
  --threads <n>    Maximaal n threads lezen het project in en schrijven het (standaard {threads}:
                   één per kern; een klein project wordt op één ingelezen en geschreven)
  -h, --help       Toon deze hulp

Exitcode: 0 als het geschreven is, 1 als het project geen inhoudscontrole bewaart (er wordt niets
geschreven), 2 bij verkeerde argumenten.
`,
    noHistory:
      '{path} bewaart geen inhoudscontrole, dus kan er geen lastmod beoordeeld worden: voer er eerst "check --content --save" op uit. Er is niets geschreven.',
    needsProject: 'Geef één projectbestand (.sitemapstudio) om recht te zetten.',
    needsWhat: 'Zeg wat er rechtgezet moet worden: --lastmod.',
    needsOut: '--out noemt het project dat geschreven wordt (het mag hetzelfde bestand zijn).',
    change: '{place}  {loc}  lastmod {from} → {to}  [{code}]',
    left: {
      'content-unstable':
        '{place}  {loc}  lastmod {lastmod} gelaten zoals hij is: de pagina verschilde tussen de twee keer ophalen van haar laatste controle, dus kan geen wijziging ervan gedateerd worden  [content-unstable]',
      'lastmod-future':
        '{place}  {loc}  lastmod {lastmod} gelaten zoals hij is: hij ligt in de toekomst, en geen inhoudscontrole heeft gezien wanneer de pagina het laatst veranderde  [lastmod-future]',
    },
    none: 'Geen lastmod die de inhoudscontroles konden beoordelen is onwaar: er valt niets te wijzigen.',
    agreeing:
      '{n} lastmods kloppen met wat de inhoudscontroles hebben gezien. | {n} lastmod klopt met wat de inhoudscontroles hebben gezien. | {n} lastmods kloppen met wat de inhoudscontroles hebben gezien.',
    unjudged:
      '{n} lastmods zijn niet beoordeeld: geen inhoudscontrole heeft hun pagina\'s gezien (voer er "check --content --save" op uit). | {n} lastmod is niet beoordeeld: geen inhoudscontrole heeft de pagina gezien (voer er "check --content --save" op uit). | {n} lastmods zijn niet beoordeeld: geen inhoudscontrole heeft hun pagina\'s gezien (voer er "check --content --save" op uit).',
    unread:
      "{n} lastmods zijn niet beoordeeld: de laatste controle las geen inhoud van hun pagina's (geen 2xx, een mislukte ophaalpoging of een pagina afgebroken bij de limieten: zie het verslag van die controle). | {n} lastmod is niet beoordeeld: de laatste controle las geen inhoud van de pagina (geen 2xx, een mislukte ophaalpoging of een pagina afgebroken bij de limieten: zie het verslag van die controle). | {n} lastmods zijn niet beoordeeld: de laatste controle las geen inhoud van hun pagina's (geen 2xx, een mislukte ophaalpoging of een pagina afgebroken bij de limieten: zie het verslag van die controle).",
    written:
      '{n} lastmods rechtgezet; {path} geschreven. | {n} lastmod rechtgezet; {path} geschreven. | {n} lastmods rechtgezet; {path} geschreven.',
  },
  crawl: {
    usage: `Gebruik: sitemap-studio crawl <home-url> [--max-pages N] [--max-depth N] [--max-time S] [--json {'|'} --all]
                             [--out project] [--compare <sitemap-of-project>]...

Volgt de links van een site vanaf de homepage, alleen op de eigen host, en meldt elke bereikte URL:
de diepte, de pagina die er het eerst naar linkte, en of het een indexeerbare pagina is (geen
doorverwijzing, 2xx-HTML, geen noindex, geen canonieke URL elders). Links met nofollow, en pagina's
waarvan de robots-meta of X-Robots-Tag nofollow zegt, worden niet gevolgd. Beleefd: robots.txt en
de Crawl-delay ervan worden gevolgd.

Opties:
  --max-pages N    Gevonden URL's waarna geen nieuwe links meer worden genomen (standaard {maxPages})
  --max-depth N    Links die vanaf de homepage worden gevolgd (standaard {maxDepth})
  --max-time S     Stop na S seconden crawlen en meld wat gevonden is (standaard: geen limiet)
  --compare BRON   Een sitemap, index, robots.txt, map of project waarvan de URL's de vermelde zijn;
                   herhaal de optie voor meer. Meldt de indexeerbare pagina's die geen ervan vermeldt,
                   en de vermelde URL's die het crawlen nooit bereikte (wezen)
  --out BESTAND    Sla de gevonden indexeerbare pagina's op als project (.sitemapstudio), één tabel
  --concurrency N  Verzoeken die tegelijk lopen (standaard {concurrency})
  --per-host N     Verzoeken die tegelijk naar de host lopen (standaard {perHost})
  --rate N         Verzoeken die per seconde starten, 0 voor geen limiet (standaard {rate})
  --agent NAAM     De robots.txt-groep om te volgen (standaard {robotsAgent})
  --search-engines LIJST
                   De zoekmachines wier eigen robots.txt-groepen bepalen of een pagina geblokkeerd
                   en dus niet indexeerbaar is; gescheiden door komma's, uit {engines} (standaard {searchEngines})
  --ignore-robots  Lees robots.txt niet (alleen voor je eigen site)
  --timeout S      Geef een pagina op na S seconden, doorverwijzingen meegeteld (standaard {timeout})
  --all            Toon elke URL van elke soort (standaard: de eerste paar, en hoeveel in totaal)
  --json           Schrijf één JSON-document: elke bereikte URL, en met --compare de verschillen
  Bij het lezen van de bronnen van --compare:
{limits}
  -h, --help       Toon deze hulp

De voortgang gaat naar stderr zolang het loopt (in een terminal op zijn plaats, elders elke 30 s een
regel); Ctrl-C stopt het crawlen en meldt wat gevonden is.
Exitcode: 0 als er, met --compare, niets ontbreekt of verweesd is (een crawl die bij een limiet stopte
kent geen verweesde URL's: ze worden genoemd, niet als fout geteld); 1 als pagina's ontbreken of
verweesd zijn, een --compare-bron maar voor een deel gelezen is, of de homepage geen indexeerbare
pagina is; 2 bij verkeerde argumenten; 130 als het gestopt is
(143 door SIGTERM, 129 door SIGHUP).
`,
    needHome: 'Noem één homepage-URL om vanaf te crawlen.',
    notHttp: '"{url}" is geen http- of https-URL.',
    stopped: "Gestopt: de URL's hierboven zijn bereikt, de rest niet.",
    stoppedNotSaved: "Gestopt: de URL's hierboven zijn bereikt, de rest niet; er is niets opgeslagen in {path}.",
    saved:
      "{path} opgeslagen: {n} indexeerbare pagina's. | {path} opgeslagen: {n} indexeerbare pagina. | {path} opgeslagen: {n} indexeerbare pagina's.",
    progress:
      "{done} van {total} gevonden URL's gecrawld | {done} van {total} gevonden URL gecrawld | {done} van {total} gevonden URL's gecrawld",
    rate: "{rate} URL's/s",
    summary: '{home} gecrawld: {pages} bereikt, {indexable} ({counts})',
    homeRedirects: 'De homepage verwijst door naar {url}: crawl vanaf daar.',
    homeRefreshes:
      'De homepage ververst meteen naar {url} (een meta refresh, geen HTTP-doorverwijzing): crawl vanaf daar.',
    timeLimit: 'Gestopt bij --max-time: links die nog niet gevolgd waren, zijn blijven liggen.',
    pageLimit: '--max-pages bereikt: verdere links zijn niet genomen.',
    depthLimit: "--max-depth bereikt: links van de diepste pagina's zijn niet gevolgd.",
    linksCut:
      "Sommige pagina's bevatten meer dan de crawl van één pagina neemt: links voorbij {links} per pagina, of langer dan {chars} tekens, zijn weggelaten.",
    readInPart:
      'Maar ten dele gelezen, voorbij {bytes} of elementen meer dan {nesting} diep genest: links daarna zijn niet gevolgd ({n}):',
    notIndexable: 'Niet indexeerbaar ({n}):',
    indexableUnknown:
      'Indexeerbaarheid onbekend: de head of zijn robots-richtlijnen zijn niet helemaal gelezen (voorbij de bytegrens, te diep genest, te lang, of in een onleesbare codering) ({n}):',
    compared:
      "Vergeleken met {n} vermelde URL's. | Vergeleken met {n} vermelde URL. | Vergeleken met {n} vermelde URL's.",
    unlisted: "Indexeerbare pagina's die geen sitemap vermeldt ({n}):",
    orphans: "Vermelde URL's die het crawlen nooit bereikte ({n}):",
    orphansLimited:
      "Vermelde URL's die het crawlen nooit bereikte ({n}); het stopte bij een limiet, dus een link ernaar kan op een pagina staan die het niet las:",
    orphansReadInPart:
      "Vermelde URL's die het crawlen nooit bereikte ({n}); sommige pagina's zijn maar ten dele gelezen (hierboven), dus een link ernaar kan staan voorbij waar er een werd afgekapt:",
    home: '(homepage)',
    elsewhere:
      '{n} ervan staat niet op {origin}, waar de crawl ging: met niets vergeleken. | {n} ervan staat niet op {origin}, waar de crawl ging: met niets vergeleken. | {n} ervan staan niet op {origin}, waar de crawl ging: met niets vergeleken.',
    nothingListed: 'Niets om mee te vergelijken: er is geen URL gelezen uit {sources}. Er is niets gecrawld.',
    depth: 'diepte {depth}, vanaf {from}',
    reasons: {
      'blocked-by-robots': 'geblokkeerd door robots.txt',
      'not-fetched': 'niet opgehaald',
      failed: 'mislukt',
      redirect: 'doorverwijzing',
      status: 'statuscode',
      'not-html': 'geen HTML',
      noindex: 'noindex',
      'canonical-elsewhere': 'canonieke URL elders',
      'head-unread': 'head niet gelezen',
    },
  },
};
