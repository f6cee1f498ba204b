import type { TranslationOf } from '../../message-tree';
import type { exportMessages as english } from '../en/export';

/** Nederlands: export. */
export const exportMessages: TranslationOf<typeof english> = {
  dialog: {
    title: 'Sitemaps exporteren',
    scope: '{urls} in {tables}',
    export: 'Exporteren',
    exportWithWarnings: 'Exporteren met {warnings}',
    savedWithProject: 'De instellingen worden met het project opgeslagen.',
    cancelExport: 'Export annuleren',
    showInFolder: 'Tonen in map',
    showProblems: 'Problemen tonen',
    backToSettings: 'Terug naar instellingen',
  },
  count: {
    urls: "{count} URL | {count} URL's",
    tables: '{count} tabel | {count} tabellen',
    files: '{count} bestand | {count} bestanden',
    sitemaps: '{count} sitemap | {count} sitemaps',
    warnings: '{count} waarschuwing | {count} waarschuwingen',
    errorsBlock: '{count} fout houdt de export tegen | {count} fouten houden de export tegen',
  },
  settings: {
    where: 'Waar',
    baseUrl: 'Basis-URL',
    baseUrlHint: 'Elke loc moet onder dit adres liggen; de index verwijst naar de sitemaps op dit adres.',
    outputFolder: 'Doelmap',
    outputFolderHint:
      'Alleen wat deze export schrijft wordt vervangen: de bestanden van een eerdere export van dit project daar, als die er is, en een bestand met dezelfde naam als een dat het schrijft (het rapport noemt het); verder blijft alles staan.',
    choose: 'Kiezen…',
    files: 'Bestanden',
    format: 'Indeling',
    xml: 'XML',
    text: 'Platte tekst',
    compression: 'Compressie',
    gzip: 'Comprimeren met gzip',
    fileNames: 'Bestandsnamen',
    example: 'bijv. {name}',
    indexName: 'Naam van de index',
    limits: 'Limieten per bestand',
    size: 'Grootte',
    sizeHint:
      'Tot 2016 mocht een sitemap maximaal 10 MB zijn; Google en sitemaps.org staan nu 50 MB toe. Houd 10 MB aan als ook andere tools je sitemaps lezen.',
    preset: '{size} ({bytes} bytes)',
    bytes: '{bytes} byte | {bytes} bytes',
    urls: "URL's",
    urlsHint: 'Maximaal {most}.',
    newsSplit: "Maximaal {count} URL's per nieuwssitemap",
    newsSplitNote: '(tabellen met nieuwsitems; Google leest er {count})',
    extras: 'Extra',
    xsl: 'XSL-stylesheet',
    xslHint: 'Optioneel: browsers tonen de sitemaps opgemaakt met deze stylesheet.',
    robots: 'robots.txt schrijven met een {line}-regel voor de index',
    robotsLine: 'Sitemap:',
    robotsUpdated:
      '(de robots.txt van het project, bijgewerkt; een robots.txt die al in de map staat, wordt in plaats daarvan behouden en bijgewerkt)',
  },
  patterns: {
    title: 'Bestandsnamen per tabel',
    set: '({count} ingesteld)',
  },
  preview: {
    title: 'Bestanden',
    working: 'Bestanden worden berekend…',
    cancelled: 'Het voorbeeld is geannuleerd terwijl de rijen werden verstuurd.',
    failed: 'Het voorbeeld is mislukt: {reason}',
    perTable: 'Bestanden per tabel',
    tableLine: '{files} · {urls} · {size}',
    gzipped: '→ {size} gzip',
    caption: 'Bestanden die de export schrijft',
    index: 'Index:',
    estimated:
      '≈ Geschat: het voorbeeld comprimeert alleen de eerste bestanden en schat de rest naar dezelfde verhouding.',
    empty: 'De bestanden verschijnen zodra de basis-URL bruikbaar is.',
  },
  files: {
    file: 'Bestand',
    urls: "URL's",
    uncompressed: 'Ongecomprimeerd',
    onDisk: 'Op schijf',
    ofTable: '{name}, van {table}',
    estimated: 'Geschat uit de bestanden die ervoor zijn gemeten',
    about: '≈ {value}',
  },
  check: {
    title: 'Controle',
    warnings: '{warnings}: de bestanden zijn geldig, maar kijk er even naar',
    accept: 'Exporteren met {warnings}',
    ok: 'Geen problemen: elke rij voldoet aan elke regel.',
  },
  progress: {
    preparing: 'Rijen worden voorbereid…',
    sending: 'De rijen gaan naar de export…',
    checking: 'Rijen worden gecontroleerd…',
    writing: 'Sitemaps worden geschreven…',
    saving: '{files} worden in de map opgeslagen en teruggelezen…',
    bar: 'Voortgang van de export',
    counts: '{done} van {urls} · {packed} van {sitemaps}',
    note: 'Bestanden worden in een verborgen map in {folder} geschreven en pas op hun plaats gezet als ze allemaal klaar zijn. Annuleer je daarvoor, dan blijft de map zoals ze was; worden ze al verplaatst, dan maakt de export het af.',
    sendingJob: '{urls} versturen',
  },
  gate: {
    otherHosts: "URL's op andere hosts toch exporteren",
    otherHostsCount: '({urls} op een andere host dan die van de basis-URL)',
    otherHostsHint:
      'Google neemt een URL op een andere host alleen als die host in Search Console als van jou geverifieerd is of zijn robots.txt deze sitemap noemt; elke URL wordt met een waarschuwing geëxporteerd.',
  },
  leftOut: {
    option: "URL's weglaten die niet indexeerbaar zijn",
    count:
      '({urls} die volgens de sitecontrole niet indexeerbaar is) | ({urls} die volgens de sitecontrole niet indexeerbaar zijn)',
    hint: 'Antwoorden 4xx en 5xx, doorverwijzingen, noindex, een canonieke URL die naar een andere pagina wijst, of geblokkeerd door robots.txt: wat de sitemapexport van Screaming Frog ook weglaat. Zet het vinkje uit om ze toch op te nemen.',
    list: "Toon de URL | Toon de {count} URL's",
    more: 'en nog {count}',
    reasons: {
      status: 'antwoordde {status}',
      redirect: 'verwijst door',
      noindex: 'noindex',
      'canonical-elsewhere': 'de canonieke URL is een andere pagina',
      'blocked-by-robots': 'geblokkeerd door robots.txt',
    },
  },
  report: {
    heading: '{urls} geëxporteerd in {sitemaps}',
    where: 'Geschreven naar {folder} en teruggelezen: elk bestand is zoals gebouwd, binnen de limieten.',
    withWarnings: 'Geëxporteerd met {warnings}.',
    otherHosts:
      '{urls} op een andere host is geëxporteerd omdat je dat hebt toegestaan. | {urls} op andere hosts zijn geëxporteerd omdat je dat hebt toegestaan.',
    leftOut:
      '{urls} is weggelaten: volgens de sitecontrole is hij niet indexeerbaar. | {urls} zijn weggelaten: volgens de sitecontrole zijn ze niet indexeerbaar.',
    leftOutCaption: "Weggelaten URL's",
    caption: 'Geschreven bestanden',
    indexUrl: 'Index-URL:',
    next: 'Zet de bestanden op de site en geef daarna de index-URL op bij de zoekmachines.',
  },
  failure: {
    cancelled: 'Export geannuleerd',
    refused: 'Er is niets geëxporteerd',
    unfinished: 'Geëxporteerd, maar niet afgerond',
    untouched: 'Er is niets geschreven: {folder} is precies zoals het was.',
    repairedFirst:
      'Deze export heeft niets naar {folder} geschreven; wat hij eerst deed met een eerder onderbroken export daar, staat hieronder.',
    more: 'en nog {count}',
    folderIsFile: '{folder} is een bestand, geen map: de export schrijft zijn sitemaps in een map',
    folderLinksNowhere: '{folder} is een koppeling naar {target}, dat niet bestaat',
    folderLinkLeadsNowhere: '{folder} is een koppeling naar {target}, dat nergens heen leidt',
  },
  notice: {
    nothingToExport: 'Er is nog niets om te exporteren: importeer eerst sitemaps of voeg een tabel toe.',
    cancelled: 'Export geannuleerd: er is niets geschreven, {folder} is zoals het was.',
    cancelledAfterRepair:
      'Export geannuleerd: hij heeft niets naar {folder} geschreven; wat hij eerst deed met een eerder onderbroken export daar, staat in het exportvenster.',
    cancelTooLate:
      'Annuleren kwam nadat de export zijn bestanden al naar {folder} begon te verplaatsen: de export is daar voltooid.',
    chooseFolder: 'Exporteren naar map',
  },
};
