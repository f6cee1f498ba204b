import type { TranslationOf } from '../../message-tree';
import type { problemPartMessages as english } from '../en/problem-parts';

/** Nederlands: de delen waaruit probleemmeldingen bestaan (een reden, een plek, de feiten van een fout). */
export const problemPartMessages: TranslationOf<typeof english> = {
  notAUrl: {
    template: 'het is sjablooncode die nooit is ingevuld',
    whiteSpace: 'er staat witruimte in',
    userinfo:
      "er staat een gebruiker of wachtwoord voor de host (gebruiker{'@'}host), en dat mag niet in een http(s)-URL (RFC 9110)",
    character: 'er staat "{character}" in, en dat kan niet in een URL',
    hostLabelLong: 'een deel van de hostnaam heeft {length} tekens, meer dan de 63 die DNS toestaat',
    hostNameLong: 'de hostnaam heeft {length} tekens, meer dan de 253 die DNS toestaat',
  },
  duplicateWhere: {
    row: 'rij {row}',
    table: 'tabel "{table}", rij {row}',
  },
  datetime: {
    year: 'jaar {year} bestaat niet (de kalender gaat van 1 v.Chr. naar 1 n.Chr.)',
    month: 'maand {month} bestaat niet',
    day: '{month} {year} heeft geen dag {day}',
    time: '{part} {value} bestaat niet',
    zone: 'tijdzone {zone} bestaat niet',
    zoneMissing: 'een tijd heeft een tijdzone nodig (Z of ±uu:mm)',
    zoneColon: 'de tijdzone heeft een dubbele punt nodig (±uu:mm)',
    zoneMinutes: 'de tijdzone heeft ook minuten nodig (±uu:mm, zoals +01:00)',
    spaces: 'er staan spaties omheen',
    spaceBeforeTime: 'datum en tijd worden verbonden met "T", niet met een spatie',
    yearFirst: 'een datum begint met het jaar: JJJJ-MM-DD',
    dateSlashes: 'een datum wordt met streepjes geschreven: JJJJ-MM-DD',
    twoDigits: 'maanden en dagen hebben twee cijfers',
    grammar: 'het is geen W3C Datetime (JJJJ, JJJJ-MM, JJJJ-MM-DD, of JJJJ-MM-DDTuu:mm[:ss[.s]] met Z of ±uu:mm)',
  },
  timePart: { hour: 'uur', minute: 'minuut', second: 'seconde' },
  fileName: {
    empty: 'is leeg',
    separator: 'bevat een mapscheidingsteken: bestanden komen direct in de exportmap',
    dotStart: 'begint met een punt (verborgen, of een map)',
    control: 'bevat een stuurteken',
    windowsCharacters: "bevat tekens die een bestandsnaam op Windows niet mag hebben (< > : \" {'|'} ? *)",
    trailingDotSpace: 'eindigt op een punt of spatie, die Windows weglaat',
    windowsDevice: 'is op Windows gereserveerd voor een apparaat',
    notAName: 'is geen bestandsnaam',
    robotsTxt: 'is de robots.txt van de site, met de crawlregels: een index met die naam zou ze vervangen',
    projectFile:
      'eindigt op .sitemapstudio, zoals een projectbestand: een sitemap met die naam kan het project vervangen waaruit hij geëxporteerd is',
    tooLong: 'is langer dan {max} bytes',
  },
  baseUrl: {
    notAbsolute: '"{text}" is geen absolute URL',
    scheme: 'sitemaps worden gepubliceerd via http of https, niet via {scheme}:',
    credentials:
      'hij bevat een gebruikersnaam of wachtwoord, waarvoor een gepubliceerde URL geen plaats heeft: ze zouden wegvallen',
    query: 'hij eindigt op {part}, maar de bestanden worden in een map gepubliceerd, die geen query of fragment heeft',
  },
  port: { default: 'de standaardpoort', numbered: 'poort {port}' },
  outsideBase: {
    scheme: 'hij gebruikt {scheme}, maar de sitemaps worden gepubliceerd via {baseScheme} ({base})',
    host: 'hij staat op {host}, maar de sitemaps worden gepubliceerd op {baseHost}',
    port: 'hij staat op {port}, maar de sitemaps worden gepubliceerd op {basePort}',
    directory: 'hij staat niet onder {directory}, waar de sitemaps worden gepubliceerd ({base})',
  },
  noindexSource: {
    header: 'de X-Robots-Tag-header',
    meta: 'de robots-metatag',
    both: 'de X-Robots-Tag-header en de robots-metatag',
  },
  unreachable: {
    dns: 'de hostnaam is niet gevonden',
    connection: 'de verbinding mislukte',
    timeout: 'er kwam niet op tijd antwoord',
  },
  hreflang: { onlyInSitemap: 'alleen in de sitemap: {links}', onlyOnPage: 'alleen op de pagina: {links}' },
  fingerprintPart: {
    content: 'hoofdinhoud',
    title: 'paginatitel',
    canonical: 'canonieke URL',
    links: 'links',
    structuredData: 'gestructureerde gegevens',
  },
  pageCut: {
    head: 'de head is niet verder gelezen dan {bytes} (Google leest 15 MB), dus een noindex of canonieke URL daarna is niet bekend en of de pagina geïndexeerd mag worden is onbekend',
    content:
      'de inhoud is niet verder gelezen dan {bytes}, dus de pagina heeft geen inhoudsvingerafdruk en wanneer ze het laatst veranderde is niet bekend',
    body: 'de pagina is niet verder gelezen dan {bytes}, dus links daarna zijn niet gevolgd',
    nesting:
      'de elementen zijn meer dan {limit} diep genest, dus de pagina is maar tot daar gelezen: de links en inhoud daarna zijn niet bekend',
    nestingHead:
      'de elementen zijn in de head meer dan {limit} diep genest, dus de pagina is maar tot daar gelezen: een noindex of canonieke URL daarna is niet bekend en of de pagina geïndexeerd mag worden is onbekend',
    alternates: '{count} hreflang-links (de eerste {limit} zijn gelezen, dus ze zijn niet met de sitemap vergeleken)',
    links: '{count} links (de eerste {limit} zijn gevolgd)',
    longUrls:
      "{count} URL langer dan {limit} tekens (weggelaten) | {count} URL's langer dan {limit} tekens (weggelaten)",
    longValues: '{names} ingekort tot {limit} tekens',
  },
  retry: {
    retried:
      'Één keer opnieuw geprobeerd na in totaal {seconds} s wachten | {retries} keer opnieuw geprobeerd na in totaal {seconds} s wachten',
    sentence: {
      none: 'Niet opnieuw geprobeerd.',
      retried: '{retried}.',
      notRetried: 'Niet opnieuw geprobeerd: {why}.',
      retriedThenNot: '{retried}, daarna niet meer: {why}.',
    },
    skip: {
      retryAfterOverCap: 'de server vroeg {asked} s te wachten, langer dan de controle wacht ({cap} s)',
      retryAfterOverYear: 'de server vroeg meer dan een jaar te wachten, langer dan de controle wacht ({cap} s)',
      hostBreaker:
        "deze host antwoordde {status} op {count} URL op rij | deze host antwoordde {status} op {count} URL's op rij",
    },
  },
  // Nederlands noemt bij een verbindingsfout de host en de foutcode, niet de Engelse woorden van het systeem.
  networkFailure: {
    dns: 'De hostnaam {host} is niet gevonden ({code}).',
    timeout: '{host} antwoordde niet op tijd ({code}).',
    deadline: '{url} antwoordde niet volledig binnen {ms} ms.',
    connectionFailed: 'De verbinding met {host} is mislukt.',
    connectionRefused: '{host} weigerde de verbinding ({code}).',
    connectionReset: 'De verbinding met {host} werd verbroken ({code}).',
    hostUnreachable: '{host} is niet bereikbaar via het netwerk ({code}).',
    tlsFailed: 'De beveiligde verbinding (TLS) met {host} is mislukt ({code}).',
    connectionFailedWithCode: 'De verbinding met {host} is mislukt ({code}).',
    badChunks: '{host} stuurde een body waarvan de chunked-opbouw niet klopt ({reason}), wat HTTP-clients weigeren.',
    codingCorrupt: '{host} stuurde een gecomprimeerde body waarvan de gegevens beschadigd zijn ({code}).',
    headersTooLarge: '{host} antwoordde met headers groter dan 128 KB, meer dan een webserver stuurt ({code}).',
    notHttp:
      '{host} antwoordde niet in HTTP: het antwoord heeft geen geldige statusregel (een HTTP/0.9-antwoord, een ander protocol op die poort, of een statuscode die HTTP niet kent).',
    bareLf:
      "{host} antwoordde met regels die op alleen LF eindigen, niet op CR LF zoals HTTP vereist; deze app leest HTTP strikt en weigert zo'n antwoord (sommige browsers nemen het aan). Herstel de regeleinden waar de server, of een proxy ervoor, het antwoord schrijft.",
    invalidHeaders: '{host} antwoordde met headers die geen geldige HTTP zijn ({reason}), die HTTP-clients weigeren.',
    unaskedAnswer:
      '{host} stuurde een antwoord waar het verzoek niet om vroeg (een 100 Continue voor het antwoord op een gewone GET), dat de HTTP-client van deze app weigert. Laat de server, of een proxy ervoor, 100 Continue alleen sturen op een verzoek dat erom vraagt.',
    privateAddress:
      '{host} staat op {address}, een lokaal of privéadres; de doorverwijzing van een site wordt daar niet gevolgd.',
  },
  robotsRefusal: {
    ruleInGroup: 'groep "User-agent: {agent}" (regel {groupLine}), regel {line}: {rule}',
    rule: 'robots.txt regel {line}: {rule}',
    disallows: 'robots.txt verbiedt het',
    unreadable:
      'robots.txt kon niet worden gelezen ({reason}): volgens RFC 9309 wordt dan niets opgehaald van {origin}',
  },
  emptiness: {
    empty: 'is leeg',
    bom: 'is leeg: er staat alleen een byte-order-mark in',
    whiteSpace: 'is leeg: er staat alleen witruimte in',
  },
  namespaceSlip: {
    https: 'met https:// in plaats van http://',
    slash: 'met een schuine streep aan het eind',
    httpsAndSlash: 'met https:// in plaats van http:// en een schuine streep aan het eind',
  },
  nothing: 'niets',
  andMore: '{names} en nog {count}',
  // Nederlands zegt wat er mis is; de woorden van sax alleen bij een onbekende fout.
  xml: {
    unclosedRoot: 'het rootelement wordt niet gesloten',
    unclosedRootAt: 'het bestand houdt op terwijl <{tag}> nog open is',
    unexpectedClose: '</{tag}> staat op een onverwachte plek',
    unexpectedCloseOf: '</{tag}> sluit het open element <{open}> niet',
    unmatchedClose: '</{tag}> sluit geen open element',
    badEntity:
      '&{entity}; is geen van de vijf entiteiten van XML (&amp; &lt; &gt; &quot; &apos;): schrijf het teken zelf, of een losse & als &amp;',
    badCharacterReference: '&{entity}; verwijst niet naar een teken dat XML toestaat',
    upperHexReference: '&{entity}; schrijft de x als hoofdletter, wat XML niet leest: schrijf &{fixed};',
    badEntityName: '"&{entity}" wordt niet met ";" afgesloten (schrijf een losse & als &amp;)',
    bareAmpersand: 'een losse & (schrijf die als &amp;)',
    entityCount: 'het bestand gebruikt te veel entiteiten',
    entityDepth: 'de entiteiten zijn te diep genest',
    attributeWithoutValue: 'het attribuut {attribute} heeft geen waarde',
    unquotedAttribute: 'de waarde van het attribuut {attribute} staat niet tussen aanhalingstekens',
    unboundPrefix: '{name}: het voorvoegsel is door geen xmlns-declaratie gebonden',
    reservedPrefix: 'het voorvoegsel {prefix}: hoort bij {namespace}, niet bij {actual}',
    tooDeep: 'elementen zijn meer dan {depth} diep genest',
    manyAttributes: 'een begintag met meer dan {most} attributen, veel meer dan enig sitemapelement heeft',
    markupDeclaration:
      'een markeringsdeclaratie "<!{opening}", die XML alleen binnen een DOCTYPE toestaat; strikte lezers (xmllint) weigeren het bestand',
    longName: {
      tag: 'een tagnaam van meer dan {most} tekens, veel langer dan die van enig sitemapelement',
      attribute: 'een attribuutnaam van meer dan {most} tekens, veel langer dan die van enig sitemapattribuut',
      entity: 'een entiteit- of tekenverwijzing van meer dan {most} tekens: waarschijnlijk een losse & voor tekst',
      target: 'een doel van een verwerkingsinstructie van meer dan {most} tekens',
    },
    unclosed: {
      comment: 'hier begint een commentaar (<!--) dat nooit gesloten wordt (-->): alles erna is als commentaar gelezen',
      cdata:
        'hier begint een CDATA-sectie (<![CDATA[) die nooit gesloten wordt (]]>): alles erna is als haar tekst gelezen',
      instruction:
        'hier begint een verwerkingsinstructie (<?) die nooit gesloten wordt (?>): alles erna is als deel ervan gelezen',
      doctype: 'hier begint een DOCTYPE die nooit gesloten wordt (>): alles erna is als deel ervan gelezen',
      'attribute-value':
        'een attribuutwaarde in de tag die hier begint, wordt nooit door haar aanhalingsteken gesloten: alles erna is als de waarde gelezen',
      tag: 'de tag die hier begint, wordt voor het einde van het bestand nooit gesloten (>)',
      'close-tag': 'de sluittag die hier begint, wordt voor het einde van het bestand nooit gesloten (>)',
    },
    secondRoot:
      'een tweede rootelement <{tag}> nadat het eerste gesloten is: een document heeft één root, en strikte lezers zoals xmllint weigeren het bestand',
    templateFrontMatter:
      'dit is een sitemapsjabloon dat nooit is ingevuld (front matter vóór het eerste element), geen sitemap; importeer in plaats daarvan de sitemap die de site ermee publiceert',
    templateTags:
      'dit is een sitemapsjabloon dat nooit is ingevuld (sjabloontags vóór het eerste element), geen sitemap; importeer in plaats daarvan de sitemap die de site ermee publiceert',
    other: 'de XML-lezer meldt: {words}',
    unexpectedEnd: 'het bestand houdt midden in een tag op',
    emptyClose: 'een sluittag heeft geen naam (</>)',
    textBeforeRoot: 'er staat tekst vóór het eerste element',
    textOutsideRoot: 'er staat tekst buiten het rootelement',
    unencodedLt: 'een losse < moet als &lt; geschreven worden',
    badComment: 'een commentaar is verkeerd gevormd',
    misplacedDoctype: 'een DOCTYPE staat op een verkeerde plek',
    badTagName: 'een tagnaam bevat een ongeldig teken',
    badSelfClose: 'na de / in een openingstag moet > volgen',
    badAttributeName: 'een attribuutnaam is ongeldig',
    attributesTogether: 'er ontbreekt witruimte tussen twee attributen',
    badCloseName: 'een sluittag heeft een ongeldige naam',
    badCloseCharacters: 'een sluittag bevat ongeldige tekens',
  },
  writer: { index: 'de index {name}', sitemap: 'een sitemap van "{table}", {name}' },
  // Nederlands noemt de positie of de gzip-code, niet de Engelse woorden van de lezer.
  projectRecord: {
    json: 'de JSON is ongeldig',
    jsonAt: 'de JSON is ongeldig bij positie {position}',
    gzipTruncated: 'de gzip-gegevens houden te vroeg op ({code})',
    gzipCorrupt: 'de gzip-gegevens zijn beschadigd ({code})',
    gzipUnreadable: 'de gzip-gegevens zijn onleesbaar ({code})',
    other: 'het lezen mislukte: {words}',
    cut: 'het bestand houdt op midden in een record',
    notObject: 'een record is geen object',
    tooLong: 'een record is langer dan {limit} bytes',
    tableOrder: 'er kwam een record van tabel {table} waar tabel {due} aan de beurt was',
    tableAfterAll: 'er kwam een record van tabel {table} na de rijen van alle tabellen',
    rowOrder: 'er kwam een record vanaf rij {from} waar rij {due} aan de beurt was',
    checksEarly:
      'er kwam een record met resultaten van de sitecontrole voor alle rijen die de kop telt (de kop telt meer rijen dan het bestand bevat)',
    checkOrder: 'er kwam een record vanaf resultaat {from} van de sitecontrole waar resultaat {due} aan de beurt was',
    checksBeyond: 'er kwam een record met resultaten van de sitecontrole na de {count} die de kop telt',
    checksTooLarge: 'de resultaten van de sitecontrole zijn samen groter dan {limit} bytes',
    exportedTooLarge:
      "de URL's van de laatste export zijn samen groter dan {limit} bytes, meer dan hun aantal toestaat",
    noList: 'een record bevat geen lijst met {of}',
    listSize: 'een record bevat {size} {of}',
    listOf: { rows: 'rijen', checks: 'resultaten van de sitecontrole', exported: "URL's van de laatste export" },
    exportedEarly:
      "er kwam een record met de URL's van de laatste export vóór de rijen en de resultaten van de sitecontrole",
    exportedOrder: 'er kwam een record vanaf URL {from} van de laatste export waar URL {due} aan de beurt was',
    exportedBeyond: "er kwam een record met URL's van de laatste export na de {count} die de kop telt",
  },
  readingPlace: {
    table: 'bij tabel "{table}", na rij {row}',
    checks: 'bij de resultaten van de sitecontrole, na resultaat {after}',
    end: 'na de laatste rij',
  },
  shape: {
    fault: '{path}: {expected} verwacht, {found} gevonden',
    topLevel: 'het hoogste niveau',
    expected: {
      text: 'tekst',
      flag: 'true of false',
      numberOrBlank: 'een getal, of null voor een leeg veld',
      noMember: 'geen lid met die naam (is de naam verkeerd gespeld?)',
      object: 'een object',
      list: 'een lijst',
      preferences: 'voorkeuren',
      wholeNumber: 'een geheel getal van {min} tot en met {max}',
      number: 'een getal van {min} tot en met {max}',
      shortList: 'een lijst van maximaal {most} items',
      shortText: 'tekst van maximaal {most} tekens',
      oneOf: 'een van {values}',
      orNull: '{shape} of null',
    },
    found: {
      null: 'null',
      nothing: 'niets',
      list: 'een lijst',
      object: 'een object',
      text: 'de tekst {text}',
      textClipped: 'de tekst {text}…',
      number: 'het getal {value}',
      longList: 'een lijst van {length} items',
      longText: 'tekst van {length} tekens',
      other: '{text}',
      unknownSettings: 'instellingen die niet bestaan: {paths}',
    },
  },
  unlisted: 'Nog {count} problemen "{code}" in dit bestand worden niet afzonderlijk getoond.',
  unlistedInTable: 'Nog {count} problemen "{code}" in deze tabel worden niet afzonderlijk getoond.',
  hreflangPart: { language: 'een taal die niet in ISO 639-1 staat', region: 'een regio die niet in ISO 3166-1 staat' },
};
