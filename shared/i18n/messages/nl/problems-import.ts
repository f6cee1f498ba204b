import type { TranslationOf } from '../../message-tree';
import type { importProblemMessages as english } from '../en/problems-import';

/** Nederlands: de bytes van een bron ophalen en de inhoud ervan lezen. */
export const importProblemMessages: TranslationOf<typeof english> = {
  'source-not-found': '{name} bestaat niet.',
  'source-not-a-file': '{name} is geen gewoon bestand (maar een pipe, socket of apparaat).',
  'source-empty': {
    named: '{name} {empty}; er is niets te importeren.',
    unnamed: 'Dit bestand {empty}; er is niets te importeren.',
  },
  'source-unrecognised': {
    content: 'Dit is geen sitemap, sitemapindex, tekstsitemap of robots.txt.',
    named: '{name} is geen sitemap, sitemapindex, tekstsitemap, robots.txt, CSV-tabel of Sitemap Studio-project.',
    gzipTwice:
      'Dit bestand is twee keer gecomprimeerd (een gzip in een gzip); crawlers pakken een sitemap één keer uit. Pak het één keer uit en importeer het opnieuw.',
    gzipTwiceNamed:
      '{name} is twee keer gecomprimeerd (een gzip in een gzip); crawlers pakken een sitemap één keer uit. Pak het één keer uit en importeer het opnieuw.',
  },
  'source-wide-encoding': {
    named:
      '{name} is opgeslagen als {encoding}; XML- en tekstsitemaps, indexen en robots.txt-bestanden worden alleen als UTF-8 gelezen. Sla het op als UTF-8 en importeer het opnieuw.',
    unnamed:
      'Dit bestand is opgeslagen als {encoding}; XML- en tekstsitemaps, indexen en robots.txt-bestanden worden alleen als UTF-8 gelezen. Sla het op als UTF-8 en importeer het opnieuw.',
    tableNamed:
      '{name} is opgeslagen als {encoding}; CSV- en TSV-tabellen worden alleen als UTF-8 gelezen. Sla het op als UTF-8 (in Excel: CSV UTF-8) en importeer het opnieuw.',
    tableUnnamed:
      'Deze tabel is opgeslagen als {encoding}; CSV- en TSV-tabellen worden alleen als UTF-8 gelezen. Sla het op als UTF-8 (in Excel: CSV UTF-8) en importeer het opnieuw.',
  },
  'source-unreadable': {
    named: '{name} kon niet worden gelezen: {reason}',
    unnamed: 'Het bestand kon niet worden gelezen: {reason}',
  },
  'source-is-project':
    'Dit is een Sitemap Studio-project, geen sitemap, en wordt dus niet geïmporteerd. Open het als project: de app opent het onder elke naam, een opdracht zodra de naam op .sitemapstudio eindigt.',
  'import-cancelled': 'Het importeren is geannuleerd.',
  'folder-empty': 'De map bevat geen sitemap, index of robots.txt.',
  'folder-files-skipped':
    "Een bestand dat geen sitemap, index, tekstsitemap, robots.txt of tabel van URL's is, is overgeslagen: {names}. | {count} bestanden die geen sitemap, index, tekstsitemap, robots.txt of tabel van URL's zijn, zijn overgeslagen: {names}.",
  'folder-files-unopened':
    'Een bestand is niet geopend, want in een map worden alleen bestanden geopend waarvan de naam eindigt op {endings} of {last}, of geen extensie heeft: {names}. Importeer het apart om het toch te lezen. | {count} bestanden zijn niet geopend, want in een map worden alleen bestanden geopend waarvan de naam eindigt op {endings} of {last}, of geen extensie heeft: {names}. Importeer er een apart om het toch te lezen.',
  'folder-sitemap-skipped': {
    unreadable: "{name} is overgeslagen: het kon niet worden gelezen ({reason}), dus de URL's die het bevat ontbreken.",
    unrecognised:
      '{name} heet als een sitemap maar is overgeslagen: het is geen sitemap, sitemapindex, tekstsitemap of robots.txt.',
    outside:
      '{name} is overgeslagen: het is een link naar {target}, buiten de map, en alleen de eigen bestanden van de map worden geïmporteerd. Importeer dat bestand met zijn eigen pad om het te lezen.',
    notAFile:
      '{name} is overgeslagen: het is geen gewoon bestand maar een pipe, socket of apparaat, en wordt nooit geopend.',
    folderLink:
      '{name} is niet gevolgd: het is een link naar de map {target}, en links naar mappen worden nooit gevolgd (een link kan terugleiden naar een map erboven), dus eventuele sitemaps daar zijn niet gelezen. Importeer die map met haar eigen pad om ze te lezen.',
    sameFile:
      "{name} is overgeslagen: het is hetzelfde bestand als {readAs} (een link ernaar, of een andere naam ervoor), waarvan de URL's één keer worden geïmporteerd, onder die naam.",
    nameNotUtf8:
      "{name} is overgeslagen: de naam is geen UTF-8-tekst (de tekens die als � verschijnen zijn bytes van een andere codering), en zo'n naam opent de import niet, dus wat erin staat ontbreekt. Geef het een andere naam en importeer de map opnieuw.",
    unopened:
      '{name} heet als een sitemap maar is niet geopend: in een map worden alleen bestanden geopend waarvan de naam eindigt op {endings} of {last}, of geen extensie heeft. Importeer het apart om het te lezen.',
  },
  'redirected-off-host':
    "{url} verwijst door naar {to}, op een andere host, en is daar gelezen. Zoekmachines nemen een sitemap op een andere host dan zijn URL's alleen aan als de robots.txt van hun host hem noemt.",
  'sitemap-over-limits': {
    urls: "Deze sitemap noemt {urls} URL's; het protocol staat er {mostUrls} toe in één bestand, en zoekmachines weigeren een bestand dat daarboven zit. De export verdeelt ze over bestanden binnen de grenzen.",
    bytes:
      "Deze sitemap is ongecomprimeerd {bytes} bytes; het protocol staat {mostBytes} bytes toe in één bestand, en zoekmachines weigeren een bestand dat daarboven zit. De export verdeelt de URL's over bestanden binnen de grenzen.",
    both: "Deze sitemap noemt {urls} URL's in ongecomprimeerd {bytes} bytes; het protocol staat {mostUrls} URL's en {mostBytes} bytes toe in één bestand, en zoekmachines weigeren een bestand dat daarboven zit. De export verdeelt ze over bestanden binnen de grenzen.",
  },
  'robots-no-sitemaps':
    'Deze robots.txt heeft geen Sitemap:-regel, dus wijst hij crawlers geen sitemap aan. De export kan er een voor de index toevoegen.',
  'robots-too-large':
    'Deze robots.txt is {bytes} byte lang; crawlers lezen er alleen de eerste {max} bytes van, zoals Google, dus de regels daarna (ook Sitemap:-regels) worden hier ook genegeerd. | Deze robots.txt is {bytes} bytes lang; crawlers lezen er alleen de eerste {max} bytes van, zoals Google, dus de regels daarna (ook Sitemap:-regels) worden hier ook genegeerd.',
  'home-page-fallback': {
    noSitemap: '{robots} noemt geen sitemap; daarom is {fallback} geprobeerd.',
    unreadable: '{robots} kon niet worden gelezen; daarom is {fallback} geprobeerd.',
  },
  'index-loop': '{location} vermeldt zichzelf via {parent}; niet opnieuw gelezen.',
  'already-imported': '{location} is al geïmporteerd.',
  'depth-limit':
    'Een vermelde sitemap, {first}, is niet gelezen: dieper dan {maxDepth} niveaus. | {count} vermelde sitemaps zijn niet gelezen, de eerste {first}: dieper dan {maxDepth} niveaus.',
  'import-file-limit': {
    folder:
      'Eén import leest maximaal {limit} bestanden; {count} bestand in deze map is niet gelezen. Verhoog de limiet onder Downloadlimieten in het importvenster, of met --max-files. | Eén import leest maximaal {limit} bestanden; {count} bestanden in deze map zijn niet gelezen. Verhoog de limiet onder Downloadlimieten in het importvenster, of met --max-files.',
    listed:
      'Eén import leest maximaal {limit} bestanden; {count} hier vermelde sitemap is niet gelezen. Verhoog de limiet onder Downloadlimieten in het importvenster, of met --max-files. | Eén import leest maximaal {limit} bestanden; {count} hier vermelde sitemaps zijn niet gelezen. Verhoog de limiet onder Downloadlimieten in het importvenster, of met --max-files.',
  },
  'index-too-many-sitemaps':
    'Deze index vermeldt {count} sitemaps; het protocol staat er {limit} per index toe. De laatste {over} is niet gelezen. | Deze index vermeldt {count} sitemaps; het protocol staat er {limit} per index toe. De laatste {over} zijn niet gelezen.',
  'child-loc-relative': '"{loc}" is relatief; het adres wordt gelezen ten opzichte van {parent}.',
  'index-lists-index':
    '{parent} vermeldt een andere sitemapindex, {location}; het protocol staat een index alleen sitemaps toe (die is toch gevolgd).',
  'child-loc-not-url': 'De vermelde sitemap "{loc}" is geen URL: {why}. Hij is niet gevolgd.',
  'child-loc-invalid': {
    remote: '"{loc}" is geen URL die kan worden opgehaald.',
    local: '"{loc}" is geen geldige URL.',
  },
  'child-missing': '{loc} wordt vermeld, maar in {folder} is er geen bestand voor gevonden.',
  'child-not-a-file': {
    folder: '{loc} wordt vermeld, maar {path} is een map, geen sitemapbestand, dus er is niets voor gelezen.',
    special:
      '{loc} wordt vermeld, maar {path} is geen gewoon bestand (maar een pipe, socket of apparaat), dus het is nooit geopend.',
  },
  'child-outside-folder':
    '{loc} leidt buiten {folder}, de map van het bestand dat het vermeldt; een bestand op schijf vermeldt alleen bestanden in zijn eigen map, dus het is niet gelezen.',
  'url-scheme-refused': {
    named: 'Alleen http- en https-adressen kunnen worden geïmporteerd, niet {url}.',
    fetched: 'Alleen http- en https-adressen worden opgehaald, niet {url}.',
    redirected: '{from} verwijst door naar {url}, geen http- of https-adres; die doorverwijzing is niet gevolgd.',
    listed: '"{url}" is geen http- of https-URL; het adres is niet opgehaald.',
    listedLocal: '"{url}" is geen http- of https-URL.',
  },
  'url-invalid': {
    given: '"{url}" is geen geldige URL.',
    redirected:
      '{from} verwees door naar "{url}" (zijn Location-header), geen geldige URL; die doorverwijzing is niet gevolgd.',
  },
  'http-status': {
    redirectNowhere: '{url} verwees door ({status}) naar nergens.',
    answered: '{url} antwoordde met {status} {statusText}.',
    answeredStatus: '{url} antwoordde met {status}.',
    waitTooLong:
      '{url} antwoordde met {status}; de server vroeg {asked} s te wachten voor het opnieuw lezen, langer dan de import wacht ({cap} s). Het is niet opnieuw gelezen.',
  },
  'http-too-many-redirects': '{url} verwees meer dan {max} keer door.',
  'http-timeout': {
    answer: '{url} antwoordde niet binnen {seconds} s.',
    data: '{url} stopte met verzenden: {seconds} s lang kwam er geen byte, en het lezen is daar gestopt.',
  },
  'http-deadline': {
    answer: '{url} heeft niet geantwoord binnen de limiet van {seconds} s; er is niets gelezen.',
    data: '{url} is niet volledig ontvangen binnen de limiet van {seconds} s; het lezen is daar gestopt.',
  },
  'http-failed': {
    refused:
      '{url} kon niet worden opgehaald: de verbinding werd geweigerd ({reason}); er luistert niets op die poort, of een firewall weigert de verbinding.',
    closed: '{url} kon niet worden opgehaald: de server sloot de verbinding voordat hij antwoordde ({reason}).',
    unreachable: '{url} kon niet worden opgehaald: de server is vanaf deze computer niet bereikbaar ({reason}).',
    dns: '{url} kon niet worden opgehaald: de hostnaam is niet gevonden ({reason}).',
    timeout: '{url} kon niet worden opgehaald: de verbinding kreeg een time-out ({reason}).',
    certificate:
      '{url} kon niet worden opgehaald: het HTTPS-certificaat wordt niet vertrouwd ({reason}): zelfondertekend, verlopen, uitgegeven door een instantie die deze computer niet kent, of voor een andere hostnaam. Herstel het certificaat op de server, of importeer de URL met http in plaats van https.',
    tls: '{url} kon niet worden opgehaald: de beveiligde verbinding kon niet worden opgezet ({reason}); de server spreekt op die poort misschien geen HTTPS (probeer http in plaats van https).',
    other: '{url} kon niet worden opgehaald: {reason}.',
  },
  'http-private-address':
    '{url} is niet gelezen: {host} staat op {address}, op deze computer of in een privénetwerk, waar alleen de sites worden gelezen die je zelf noemt. Importeer het met zijn eigen URL om het te lezen.',
  'http-too-large': '{url} is groter dan {max} bytes; het lezen is gestopt.',
  'size-cap-exceeded': {
    read: 'De inhoud is groter dan {max} bytes; het lezen is daar gestopt.',
    decompressed: 'De inhoud is groter dan {max} bytes na uitpakken; het lezen is daar gestopt.',
  },
  'gzip-corrupt': 'De gzip-gegevens zijn beschadigd: {reason}.',
  'http-not-understood': {
    headersTooLarge:
      '{url} antwoordde met headers groter dan 128 KB, meer dan een sitemapserver stuurt; er is niets gelezen.',
    notHttp:
      '{url} antwoordde niet in HTTP: het antwoord heeft geen geldige statusregel (een HTTP/0.9-antwoord, een ander protocol op die poort, of een statuscode die HTTP niet kent); er is niets gelezen.',
    bareLf:
      "{url} antwoordde met regels die op alleen LF eindigen, niet op CR LF zoals HTTP vereist; deze app leest HTTP strikt en weigert zo'n antwoord (sommige browsers nemen het aan), dus er is niets gelezen. Herstel de regeleinden waar de server, of een proxy ervoor, het antwoord schrijft.",
    invalidHeaders:
      '{url} antwoordde met headers die geen geldige HTTP zijn ({reason}), die HTTP-clients weigeren; er is niets gelezen. Herstel de header waar de server, of een proxy ervoor, hem verstuurt.',
    lengthMismatch:
      '{url} antwoordde met een body van een andere lengte dan de Content-Length-header zegt, met twee Content-Length-headers die elkaar tegenspreken, of met zowel Content-Length als Transfer-Encoding: chunked, wat HTTP verbiedt; HTTP-clients weigeren elk daarvan, dus er is niets gelezen. Herstel de header waar de server, of een proxy ervoor, hem verstuurt.',
    unaskedAnswer:
      '{url} stuurde een antwoord waar het verzoek niet om vroeg (een 100 Continue voor het antwoord op een gewone GET, of bytes voor het verzoek), dat de HTTP-client van deze app weigert; er is niets gelezen. Laat de server, of een proxy ervoor, 100 Continue alleen sturen op een verzoek dat erom vraagt.',
    codingUnknown:
      '{url} is verstuurd met Content-Encoding: {reason}, waar deze app niet om vroeg en die hij niet kan decoderen (hij vraagt om gzip, deflate of br); er is niets gelezen. Lever het bestand ongecomprimeerd of in een daarvan.',
    badChunks:
      "{url} stuurde een body waarvan de chunked-opbouw niet klopt ({reason}), wat HTTP-clients weigeren; de URL's die daarvoor zijn gelezen, zijn bewaard. Herstel de chunked encoding waar de server, of een proxy ervoor, hem schrijft.",
  },
  'http-coding-corrupt':
    "{url} is verstuurd met Content-Encoding: {coding}, maar die gegevens zijn beschadigd ({reason}); de URL's die daarvoor zijn gelezen, zijn bewaard.",
  'http-body-short':
    "{url} hield op na {received} van de aangekondigde {expected} byte; de URL's die daarvoor zijn gelezen, zijn bewaard. | {url} hield op na {received} van de aangekondigde {expected} bytes; de URL's die daarvoor zijn gelezen, zijn bewaard.",
  'http-connection-lost':
    "De verbinding met {url} brak af na {received} byte ({reason}); de URL's die daarvoor zijn gelezen, zijn bewaard. | De verbinding met {url} brak af na {received} bytes ({reason}); de URL's die daarvoor zijn gelezen, zijn bewaard.",
  'gzip-truncated':
    "De gzip-gegevens houden te vroeg op: er kwam {received} byte binnen, uitgepakt {inflated}, maar de stroom was niet af; de URL's die daarvoor zijn gelezen, zijn bewaard. | De gzip-gegevens houden te vroeg op: er kwamen {received} bytes binnen, uitgepakt {inflated}, maar de stroom was niet af; de URL's die daarvoor zijn gelezen, zijn bewaard.",
  'gzip-trailing-bytes':
    "De gzip-gegevens houden op voordat het bestand ophoudt: {bytes} byte daarna is geen gzip en is genegeerd (gzip zelf negeert die ook); alle URL's van de gzip-gegevens zijn gelezen. | De gzip-gegevens houden op voordat het bestand ophoudt: {bytes} bytes daarna zijn geen gzip en zijn genegeerd (gzip zelf negeert die ook); alle URL's van de gzip-gegevens zijn gelezen.",
  'transfer-incomplete':
    "Maar {received} van de {sent} gelezen byte kwamen bij de parser aan; de URL's die daarvoor zijn gelezen, zijn bewaard. | Maar {received} van de {sent} gelezen bytes kwamen bij de parser aan; de URL's die daarvoor zijn gelezen, zijn bewaard.",
  'read-retried': {
    paused: 'Het lezen van {url} mislukte ({reason}); het is na {seconds} s opnieuw gelezen.',
    asked:
      'Het lezen van {url} mislukte ({reason}); het is na {seconds} s opnieuw gelezen, zoals de server vroeg (Retry-After).',
    pausedReads:
      'Het lezen van {url} mislukte ({reason}); het is {reads} keer gelezen, de laatste keer na {seconds} s.',
    askedReads:
      'Het lezen van {url} mislukte ({reason}); het is {reads} keer gelezen, de laatste keer na {seconds} s, zoals de server vroeg (Retry-After).',
  },
  'host-refusing':
    '{url} is niet gelezen: {host} weigerde het laatste verzoek (429 of 503), dus de import vraagt er niets meer. Importeer het later opnieuw. | {url} is niet gelezen: {host} weigerde de laatste {refusals} verzoeken op rij (429 of 503), de latere één voor één na wachttijden die opliepen tot {cap}, dus de import vraagt er niets meer. Importeer het later opnieuw.',
  'host-asked-wait':
    '{url} is niet gelezen: {host} vroeg {asked} te wachten voordat er weer iets gevraagd wordt (Retry-After), langer dan de import wacht ({cap}), dus de import vraagt er niets meer. Importeer het later opnieuw.',
  'host-not-answering':
    '{url} is niet gelezen: {host} antwoordt niet meer (de laatste {timeouts} verzoeken kregen geen antwoord op tijd), dus de import vraagt er niets meer. Importeer het later opnieuw.',
  'invalid-utf8': {
    offset:
      "De bytes op positie {offset} zijn geen geldige UTF-8 (het bestand is in een andere codering opgeslagen, of beschadigd): het lezen is daar gestopt, dus URL's erna ontbreken. Sla het bestand op als UTF-8 en importeer het opnieuw.",
    robots: 'robots.txt is geen geldige UTF-8; ongeldige bytes zijn vervangen.',
    table: 'Deze tabel is geen geldige UTF-8 (in een andere codering opgeslagen?); ongeldige bytes zijn vervangen.',
  },
  'value-too-long': {
    field:
      'Deze <{element}> is {chars} tekens lang; geen sitemapwaarde is langer dan {max}, dus het item is weggelaten en de rest van het bestand gelezen. | Deze <{element}> is {chars} teken lang; geen sitemapwaarde is langer dan {max}, dus het item is weggelaten en de rest van het bestand gelezen. | Deze <{element}> is {chars} tekens lang; geen sitemapwaarde is langer dan {max}, dus het item is weggelaten en de rest van het bestand gelezen.',
    written:
      'Deze <{element}> is zoals geschreven {chars} tekens lang, meer dan het grootste sitemapbestand mag bevatten ({max}), dus geen export kan hem terugschrijven: het item is weggelaten en de rest van het bestand gelezen. | Deze <{element}> is zoals geschreven {chars} teken lang, meer dan het grootste sitemapbestand mag bevatten ({max}), dus geen export kan hem terugschrijven: het item is weggelaten en de rest van het bestand gelezen. | Deze <{element}> is zoals geschreven {chars} tekens lang, meer dan het grootste sitemapbestand mag bevatten ({max}), dus geen export kan hem terugschrijven: het item is weggelaten en de rest van het bestand gelezen.',
    file: 'Deze <{element}> is zoals geschreven {chars} tekens lang, waarmee wat dit bestand zoals geschreven bewaart in totaal boven {max} tekens komt: het item is weggelaten en de rest van het bestand gelezen. | Deze <{element}> is zoals geschreven {chars} teken lang, waarmee wat dit bestand zoals geschreven bewaart in totaal boven {max} tekens komt: het item is weggelaten en de rest van het bestand gelezen. | Deze <{element}> is zoals geschreven {chars} tekens lang, waarmee wat dit bestand zoals geschreven bewaart in totaal boven {max} tekens komt: het item is weggelaten en de rest van het bestand gelezen.',
  },
  'bom-repeated':
    'Het bestand begint met twee byte-order marks, waar er maar één voor de XML mag staan: strikte lezers zoals xmllint weigeren het bestand. Het wordt hier gelezen; sla het op met één, of geen.',
  'xml-char-invalid':
    'Het teken {codePoint} staat hier zoals het is, en dat staat XML in geen enkele vorm toe: strikte lezers zoals xmllint weigeren er het hele bestand om. Het wordt hier gelezen, en een veld dat het bevat wordt ook in zijn rij gemarkeerd.',
  'xml-cdata-end-in-text':
    'De tekens ]]> staan hier zoals ze zijn in de tekst van een element, waar XML ze alleen toestaat om een CDATA-sectie af te sluiten: strikte lezers zoals xmllint weigeren er het hele bestand om. Het wordt hier gelezen; schrijf de > als &gt;.',
  'xml-loosely-written': {
    cdataCase:
      'Een CDATA-sectie opent hier als {opening}, waar XML <![CDATA[ in hoofdletters schrijft: strikte lezers zoals xmllint weigeren er het hele bestand om. Het wordt hier als CDATA gelezen.',
    doctypeCase:
      'Een DOCTYPE opent hier als {opening}, waar XML <!DOCTYPE in hoofdletters schrijft: strikte lezers zoals xmllint weigeren er het hele bestand om. Het wordt hier als DOCTYPE gelezen.',
    reservedTarget:
      'Een verwerkingsinstructie heet {name}: een naam die xml spelt, in welke letters ook, is gereserveerd, en alleen <?xml …?> in kleine letters declareert een bestand. Strikte lezers zoals xmllint weigeren er het hele bestand om; het wordt hier gelezen alsof ze er niet stond.',
    version:
      'De XML-declaratie geeft versie {version}, waar een sitemap XML 1.0 is: strikte lezers zoals xmllint weigeren er het hele bestand om. Het wordt hier als XML 1.0 gelezen.',
    secondDeclaration:
      'Hier staat een tweede XML-declaratie, waar er maar één het bestand mag openen: strikte lezers zoals xmllint weigeren er het hele bestand om. Ze wordt hier gelezen alsof ze er niet stond (de eerste telt).',
    lessThanInAttribute:
      'De waarde van het attribuut {name} bevat een < zoals die is, wat XML in een attribuut verbiedt (het wordt &lt; geschreven): strikte lezers zoals xmllint weigeren er het hele bestand om. Het wordt hier met de < gelezen.',
  },
  'xml-attribute-repeated':
    'Het attribuut {name} staat twee keer in één <{element}>-tag, wat XML verbiedt: strikte lezers zoals xmllint weigeren er het hele bestand om. Het wordt hier gelezen, met de laatst gegeven waarde.',
  'doctype-ignored':
    'Het bestand heeft een DOCTYPE (<!DOCTYPE {name}>), die een sitemap niet nodig heeft en zoekmachines kunnen weigeren; het is gelezen alsof het er geen had.',
  'doctype-refused': {
    entities: 'Een DOCTYPE (entiteitdeclaraties) is niet toegestaan in een sitemap.',
    htmlPage:
      'Dit is een HTML-pagina (<!DOCTYPE html>), geen sitemap: een webpagina, of een fout- of inlogpagina die in plaats daarvan is gegeven.',
  },
  'encoding-not-utf8': {
    asUtf8: 'Het bestand geeft {encoding} op als codering; het is als UTF-8 gelezen.',
    readIn:
      'Het bestand is in {encoding}, niet in UTF-8 zoals een sitemap moet zijn (zoekmachines lezen geen andere); het is in {encoding} gelezen, en een export schrijft het in UTF-8.',
    readAs:
      'Het bestand geeft {encoding} op als codering, niet UTF-8 zoals een sitemap moet zijn (zoekmachines lezen geen andere); het is in {decoder} gelezen, zoals browsers {encoding} lezen, en een export schrijft het in UTF-8.',
    turned:
      'Het bestand geeft {encoding} op als codering, maar de eerste tekens buiten ASCII zijn UTF-8: het is als UTF-8 gelezen tot regel {line}, kolom {column}, waar een byte dat niet is, en vanaf daar in {decoder}. Een bestand met beide leest in één deel verkeerd: controleer de tekens aan weerszijden (een export schrijft ze in UTF-8).',
  },
  'xml-malformed': {
    malformed: 'De XML is niet goed gevormd: {fault}.',
    bound: 'Het lezen is hier gestopt, bij meer dan deze app leest: {fault}.',
  },
  'xml-declaration-not-first':
    'Er staat 1 teken vóór de XML-declaratie, die het bestand moet openen; strikte parsers zoals xmllint weigeren dat (de export schrijft de declaratie als eerste). | Er staan {before} tekens vóór de XML-declaratie, die het bestand moet openen; strikte parsers zoals xmllint weigeren dat (de export schrijft de declaratie als eerste).',
  'xml-no-root': 'Het bestand heeft geen rootelement.',
  'root-not-sitemap': {
    otherElement: 'Het rootelement <{element}> is urlset noch sitemapindex.',
    htmlPage:
      'Dit is een HTML-pagina (<{element}>), geen sitemap: een webpagina, of een fout- of inlogpagina die in plaats daarvan is gegeven.',
    otherNamespace: '<{element}> staat in de namespace {namespace}, niet in die van een sitemap.',
  },
  'sitemap-namespace-missing': '<{element}> declareert de sitemap-namespace niet.',
  'sitemap-namespace-old':
    '<{element}> gebruikt de oude namespace van Google, {namespace}; het bestand wordt als sitemap gelezen en teruggeschreven met {standard}.',
  'sitemap-namespace-variant':
    '<{element}> declareert {namespace}: dat is de sitemap-namespace {standard}, geschreven {how}. Een namespace moet exact kloppen, dus strikte lezers vinden hier geen sitemap; het bestand wordt als sitemap gelezen en teruggeschreven met de juiste URI.',
  'extension-namespace-variant':
    '<{element}> staat in {namespace}: dat is de namespace {standard}, geschreven {how}. Een namespace moet precies kloppen, dus zoekmachines lezen het niet; het is bewaard zoals het er staat. Schrijf {standard} in het bestand.',
  'stray-text': 'Tekst "{text}" buiten een veld is genegeerd.',
  'schema-order': {
    listed:
      '<{element}> komt na <{after}>; in <{parent}> is de volgorde van het schema {order}, dus strikte validators zoals xmllint weigeren het bestand (de export schrijft de volgorde van het schema).',
    thenOthers:
      '<{element}> komt na <{after}>; in <{parent}> is de volgorde van het schema {order}, dan elementen van andere namespaces (image:, video:, news:, xhtml:link), dus strikte validators zoals xmllint weigeren het bestand (de export schrijft de volgorde van het schema).',
  },
  'unexpected-element': {
    notEntry: '<{element}> is geen <{expected}>-item; het is genegeerd.',
    noNamespace:
      '<{element}> staat in geen namespace, niet in die van het sitemapprotocol, dus het is geen <{expected}>-item; het is genegeerd.',
    otherNamespace:
      '<{element}> staat in de namespace {namespace}, niet in die van het sitemapprotocol, dus het is geen <{expected}>-item; het is genegeerd.',
    content: '<{element}> had inhoud; die is genegeerd.',
    inText: '<{element}> in een tekstveld is genegeerd.',
    inField: '<{element}> staat in een veld dat alleen tekst bevat; het is genegeerd.',
  },
  'unknown-element-kept': '<{element}> is geen veld dat we bewerken; het blijft zoals het er stond.',
  'attributes-not-kept':
    '<{element}> heeft attributen die het sitemapprotocol niet kent ({attributes}): ze worden niet bewaard, en geëxporteerde sitemaps laten ze weg.',
  'field-kept-raw':
    '<{element}> heeft attributen waarvoor de app geen veld heeft ({attributes}): het blijft zoals het er stond, als ruwe XML, dus zijn velden tellen als leeg (een verplicht veld als ontbrekend). Haal de attributen weg om het te bewerken.',
  'empty-field':
    '<{element}> is leeg: het wordt gelezen als geen waarde en weggelaten uit geëxporteerde sitemaps (het schema staat geen lege <{element}> toe).',
  'duplicate-field': 'Een tweede <{element}> in één item is bewaard als ruwe XML.',
  'line-too-long':
    'Regel {line} is {bytes} bytes lang; geen URL is langer dan {max} bytes, dus de regel is weggelaten.',
  'table-record-too-long': {
    unclosed:
      "Het record dat op regel {line} begint, loopt voorbij {max} tekens door zonder te eindigen (een aanhalingsteken dat niet wordt gesloten?), langer dan een rij met URL's kan zijn: de rijen ervoor zijn behouden, en vanaf daar is het bestand niet gelezen.",
    header:
      "De eerste regel (de kopregel, die de kolommen noemt) loopt voorbij {max} tekens door zonder te eindigen, langer dan de kopregel van een tabel met URL's kan zijn: het bestand is niet gelezen.",
    skipped:
      "Het record op regel {line} loopt voorbij {max} tekens door, langer dan een rij met URL's kan zijn: het is weggelaten, en de regels erna zijn gelezen.",
  },
  'table-quote-runs-on': {
    unclosed:
      'De cel tussen aanhalingstekens op regel {line} wordt nooit gesloten en zou alle regels erna opnemen: de rijen ervoor zijn behouden, en vanaf daar is het bestand niet gelezen.',
    closedBeforeText:
      'Een cel tussen aanhalingstekens op regel {line} heeft tekst na het sluitende aanhalingsteken (zoals "a"b), zodat het aanhalingsteken als nog open is gelezen en de cel alle regels erna zou opnemen: de rijen ervoor zijn behouden, en vanaf daar is het bestand niet gelezen. Zet de hele cel tussen de aanhalingstekens, en schrijf "" voor een aanhalingsteken daarbinnen.',
    stray:
      'Een aanhalingsteken in een cel op regel {line} is niet verdubbeld, zodat regels {line}–{end} als één rij zijn gelezen. Schrijf "" voor een aanhalingsteken binnen aanhalingstekens, of laat de aanhalingstekens om de cel weg.',
  },
  'table-text-malformed': {
    parser: 'De tabel is niet goed gevormd: {reason}.',
    unterminated: 'Een cel tussen aanhalingstekens wordt nooit gesloten: het afsluitende aanhalingsteken ontbreekt.',
    malformed:
      'Een aanhalingsteken in een cel tussen aanhalingstekens is niet verdubbeld (schrijf "" voor een aanhalingsteken binnen aanhalingstekens).',
  },
  'table-cell-count': {
    fewer:
      'Deze regel heeft {cells} cel; de kopregel heeft er {header}. | Deze regel heeft {cells} cellen; de kopregel heeft er {header}.',
    more: 'Deze regel heeft {cells} cel; de kopregel heeft er {header}; de cellen na de kopregel zijn weggelaten. | Deze regel heeft {cells} cellen; de kopregel heeft er {header}; de cellen na de kopregel zijn weggelaten.',
  },
  'table-no-loc':
    '{name} heeft geen kolom "loc": de eerste regel noemt {columns}. Een CSV- of TSV-tabel heeft een kopregel nodig die loc noemt, en mag lastmod, changefreq en priority noemen.',
  'table-unknown-columns': 'Deze kolommen zijn weggelaten (alleen {known} worden gelezen): {columns}.',
};
