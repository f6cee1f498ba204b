import type { TranslationOf } from '../../message-tree';
import type { checkMessages as english } from '../en/check';

/** Nederlands: check. */
export const checkMessages: TranslationOf<typeof english> = {
  panel: {
    title: "URL's controleren",
    summary: 'Status, doorverwijzingen, canonieke URL en indexeerbaarheid van elke URL, beleefd opgevraagd',
    stoppedTitle: 'De controle is gestopt',
    stoppedKept: "De URL's die vóór het stoppen zijn gecontroleerd blijven bewaard; Doorgaan vraagt de rest op.",
    empty: 'Nog geen enkele URL in dit bereik is gecontroleerd.',
    exportReport: 'Rapport exporteren als CSV…',
    checkAgain: 'Alles opnieuw controleren',
    start: "{count} URL controleren | {count} URL's controleren",
    continue: 'Doorgaan: nog {count}',
  },
  scope: {
    legend: 'Wat',
    label: 'Bereik',
    selection: 'Geselecteerde rijen',
    table: 'Deze tabel',
    project: 'Hele project',
    count: "{urls} unieke URL · {checked} met een resultaat | {urls} unieke URL's · {checked} met een resultaat",
  },
  content: {
    label: "Hele pagina's lezen om te zien wanneer hun inhoud veranderde",
    hint: 'Voor de lastmod-meldingen: elke pagina wordt gelezen (tot 5 MiB) en de hoofdinhoud vergeleken met de vorige controle.',
  },
  slowAnswer: {
    legend: 'Meldingen',
    label: 'Traag na (ms)',
    hint: 'Een trager antwoord is een waarschuwing op zijn rij, in elke controle van elk project (een voorkeur).',
  },
  politeness: {
    legend: 'Tempo en beleefdheid',
    concurrency: { label: 'Verzoeken tegelijk', hint: 'Over alle hosts samen.' },
    perHostConcurrency: { label: 'Per host', hint: 'Tegelijk naar één site.' },
    ratePerSecond: { label: 'Verzoeken per seconde', hint: '0 voor geen limiet.' },
    timeoutSeconds: { label: 'Time-out (s)', hint: 'Per URL, doorverwijzingen meegerekend.' },
    obeyRobots: 'robots.txt en de Crawl-delay ervan volgen',
    obeyRobotsNote: '(zet dit alleen uit voor je eigen site)',
    otherHosts: "Ook URL's op andere hosts controleren",
    searchEngines: {
      legend: 'Geblokkeerd voor',
      hint: 'robots.txt wordt voor deze zoekmachines beoordeeld, elk naar zijn eigen groep. De controle haalt zelf alleen op wat de groep SitemapStudio toestaat.',
    },
  },
  progress: {
    sending: "De URL's gaan naar de controle…",
    running: "De URL's worden gecontroleerd…",
    paused: 'Controle gepauzeerd',
    bar: 'Voortgang van de controle',
    counts: "{done} van {total} URL gecontroleerd | {done} van {total} URL's gecontroleerd",
    note: 'Resultaten worden in het project bewaard zodra ze binnenkomen: sla het op, en een afgebroken controle gaat verder waar die stopte.',
  },
  job: {
    measuring: 'Snelheid meten…',
    paused: 'Gepauzeerd: er start geen nieuw verzoek; lopende verzoeken maken het af.',
    pause: 'Pauzeren',
    resume: 'Hervatten',
    close: 'Sluiten',
    check: {
      note: 'Sluit je dit venster, dan gaat de controle door; de statusbalk toont hem.',
      cancel: 'Controle annuleren',
    },
    crawl: {
      note: 'Sluit je dit venster, dan gaat het crawlen door; de statusbalk toont het.',
      cancel: 'Crawlen annuleren',
    },
  },
  chart: {
    label: 'Resultaten per status',
    bar: '{label}: {count}',
    classes: {
      '2xx': '2xx OK',
      '3xx': '3xx Doorverwijzing',
      '4xx': '4xx Clientfout',
      '5xx': '5xx Serverfout',
      failed: 'Geen antwoord',
      skipped: 'Overgeslagen',
    },
  },
  outcome: {
    heading:
      "{checked} van {total} URL in {scope} heeft een resultaat | {checked} van {total} URL's in {scope} hebben een resultaat",
    cancelled:
      "Controle geannuleerd: {checked} van {total} URL in {scope} heeft een resultaat | Controle geannuleerd: {checked} van {total} URL's in {scope} hebben een resultaat",
    scopes: { selection: 'de geselecteerde rijen', table: 'deze tabel', project: 'het hele project' },
    note: 'Bevindingen staan in de cellen van de rijen en in het probleemvenster.',
  },
  robots: {
    line: 'robots.txt van {origin}: {outcome}',
    withDelay: 'robots.txt van {origin}: {outcome}, Crawl-delay {seconds} s',
    withLongDelay:
      'robots.txt van {origin}: {outcome}, Crawl-delay {seconds} s, waarvan {most} s is gewacht tussen verzoeken (geen zoekmachine wacht langer)',
    obeyed: 'gevolgd',
    noLines: 'maar het bevat geen robots.txt-regel (User-agent, Allow, Disallow, Sitemap), dus het staat alles toe',
    truncated: 'maar het is groter dan 500 KiB: zoals Google doet, zijn alleen de eerste 500 KiB gelezen',
    allowAll: 'alles toegestaan ({reason})',
    disallowAll: 'alles geblokkeerd ({reason})',
    noReason: 'geen reden',
    /** Why a robots.txt gave no rules. */
    reason: {
      answered: 'antwoordde met {status}',
      timeout: 'geen antwoord binnen {ms} ms',
      privateAddress: 'de host staat op een lokaal of privéadres, waar een openbare site niet naartoe mag leiden',
      refused: 'de verbinding werd geweigerd, {code}',
      reset: 'de verbinding werd verbroken voor een antwoord, {code}',
      dns: 'de hostnaam kon niet worden opgezocht, {code}',
      unreachable: 'de host is onbereikbaar, {code}',
      tls: 'de beveiligde verbinding (TLS) mislukte, {code}',
      other: 'geen antwoord, {code}',
      coding: 'een antwoord gecomprimeerd als "{coding}", dat niet te lezen is (gevraagd was om gzip, deflate of br)',
    },
  },
  notices: {
    noTable: "Importeer of maak een tabel om de URL's ervan te controleren.",
    allHaveResult: 'Elke URL in dit bereik heeft al een resultaat.',
    finished:
      "Controle klaar: {checked} van {asked} URL gecontroleerd. | Controle klaar: {checked} van {asked} URL's gecontroleerd.",
    cancelled:
      "Controle geannuleerd: {checked} van {asked} URL gecontroleerd; Doorgaan vraagt de rest op. | Controle geannuleerd: {checked} van {asked} URL's gecontroleerd; Doorgaan vraagt de rest op.",
    cancelledBeforeStart: 'De controle is geannuleerd voordat die begon.',
    failed: 'De sitecontrole is mislukt: {reason}',
  },
  report: {
    nothingYet: "Controleer eerst een paar URL's: het rapport somt hun resultaten op.",
    dialogTitle: 'Rapport van de sitecontrole exporteren als CSV',
    defaultName: '{project} controle.csv',
    saved: "{name} opgeslagen: {count} URL, {size}. | {name} opgeslagen: {count} URL's, {size}.",
    notSaved: '{name} is niet opgeslagen: {reason}',
  },
};
