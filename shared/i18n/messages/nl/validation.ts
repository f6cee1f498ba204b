import type { TranslationOf } from '../../message-tree';
import type { validationMessages as english } from '../en/validation';

/** Nederlands: validation. */
export const validationMessages: TranslationOf<typeof english> = {
  problems: {
    title: 'Problemen',
    clear: 'Wissen',
    close: 'Problemen sluiten',
    none: 'Geen problemen.',
    noneFiltered: 'Geen problemen die aan deze filters voldoen.',
    resize: 'Hoogte van het problemenpaneel',
    filters: 'Problemen filteren',
    severities: {
      error: 'Fouten',
      warning: 'Waarschuwingen',
      info: 'Meldingen',
    },
    severityToggle: '{severity}: {count} probleem | {severity}: {count} problemen',
    table: 'Tabel',
    allTables: 'Alle tabellen',
    code: 'Code',
    codePlaceholder: 'Filteren op code',
    groups: 'Problemen per code',
    groupCount: '{count} probleem | {count} problemen',
    showMore: 'Nog {count} plaats tonen | Nog {count} plaatsen tonen',
    placesShown: '{shown} van {total} plaats getoond | {shown} van {total} plaatsen getoond',
    showRows: 'Deze rijen in het raster tonen',
    showAllRows: 'Alle rijen tonen',
    wholeCheckFailed: 'Het hele project kon niet worden gecontroleerd (bewerkte cellen wel): {reason}',
  },
  fixes: {
    group: 'Alles herstellen uit de sitecontrole',
    title: 'Sitecontrole',
    fixAll: 'Alles herstellen: {fix}',
    lastmodTip: 'Schrijft de Last-Modified van elke gecontroleerde pagina als lastmod',
    names: {
      locToRedirectTarget: 'loc vervangen door het doel van de doorverwijzing',
      locToCanonical: 'loc vervangen door de canonieke URL',
      removeClientErrors: '4xx-rijen verwijderen',
      removeNoindex: 'noindex-rijen verwijderen',
      removeCanonicalised: 'Rijen met een canonieke URL elders verwijderen',
      lastmodFromHeader: 'lastmod uit Last-Modified halen',
      lastmodTrue: 'lastmod kloppend maken',
    },
    done: {
      loc: '{count} loc vervangen | {count} locs vervangen',
      lastmod: '{count} lastmod ingesteld | {count} lastmods ingesteld',
      removed: '{count} rij verwijderd | {count} rijen verwijderd',
    },
    /** Findings a fix answers that it left as they are (a 429, a target on another host or no page). */
    left: '{count} van de bevindingen zijn gebleven zoals ze waren: de oplossing geldt er niet voor | {count} van de bevindingen is gebleven zoals hij was: de oplossing geldt er niet voor | {count} van de bevindingen zijn gebleven zoals ze waren: de oplossing geldt er niet voor',
    none: '{fix}: de oplossing geldt voor geen van de {count} bevindingen. | {fix}: de oplossing geldt niet voor de ene bevinding. | {fix}: de oplossing geldt voor geen van de {count} bevindingen.',
    noneFromHeader:
      "lastmod uit Last-Modified halen: geen rij om te wijzigen. Het neemt de Last-Modified van een pagina die de controle op de loc zelf bereikte zonder de pagina te lezen (waar hele pagina's werden gelezen, gebruikt „lastmod kloppend maken” wat de inhoud zegt), waar die van de lastmod verschilt.",
    listedTwice:
      "{count} loc staat nu twee keer in de lijst: de nieuwe URL stond er al | {count} locs staan nu twee keer in de lijst: hun nieuwe URL's stonden er al",
  },
};
