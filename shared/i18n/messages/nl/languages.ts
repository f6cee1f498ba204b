import type { TranslationOf } from '../../message-tree';
import type { languagesMessages as english } from '../en/languages';

/** Nederlands: het paneel Talen (hreflang-clusters). */
export const languagesMessages: TranslationOf<typeof english> = {
  panel: {
    title: 'Talen',
    scope: 'Cluster {n} van {count}',
    finding: 'Clusters van taalversies zoeken…',
    building: "De matrix van de pagina's van dit cluster opbouwen…",
    none: 'Geen rij van het project noemt alternatieven, dus er zijn geen clusters van taalversies.',
    summary: "{members} pagina in {languages} | {members} pagina's in {languages}",
    languageCount: '{count} taal | {count} talen',
    problemCount: '{count} probleem | {count} problemen',
    previous: 'Vorig cluster',
    next: 'Volgend cluster',
    close: 'Sluiten',
  },
  matrix: {
    label: "Pagina's van het cluster per taal",
    page: 'Pagina',
    notListed: 'in geen tabel',
    lists: 'noemt {href}',
    missing: 'noemt geen pagina in {language}',
    members: "Pagina's {from}–{to} van {count}",
    languages: 'Talen {from}–{to} van {count}',
    previousMembers: "Vorige pagina's",
    nextMembers: "Volgende pagina's",
    previousLanguages: 'Vorige talen',
    nextLanguages: 'Volgende talen',
    moreProblems: '…en nog {count} probleem | …en nog {count} problemen',
    takePage: 'Alternatieven van de pagina overnemen',
  },
  giant: {
    large:
      "Dit cluster telt {count} pagina, meer taalversies dan één inhoud ooit heeft: waarschijnlijk heeft een verkeerde link meerdere clusters samengevoegd. | Dit cluster telt {count} pagina's, meer taalversies dan één inhoud ooit heeft: waarschijnlijk heeft een verkeerde link meerdere clusters samengevoegd.",
    joined: 'De talen van dit cluster botsen: het zijn misschien twee clusters, verbonden door één link.',
    joinedBy: '{loc} noemt de link die het verbindt:',
    show: 'Deze rij tonen',
    noLink:
      "Geen enkele link verbindt het op zich: zoek een pagina die veel pagina's noemen, zoals één x-default die op elke pagina is geplakt.",
    moreLinks: '…en nog {count} link | …en nog {count} links',
  },
  pair: {
    open: "Pagina's koppelen…",
    title: "Pagina's tot clusters koppelen",
    rule: "Waar de URL's de taal noemen",
    ruleHint: "Bijvoorbeeld /{'{'}lang{'}'}/pad, /winkel/{'{'}lang{'}'}/pad, {'{'}lang{'}'}.voorbeeld.nl/pad of ?lang=",
    preview: 'Voorbeeld',
    notARule:
      "Geef met {'{'}lang{'}'} aan waar de taal staat: /{'{'}lang{'}'}/pad, {'{'}lang{'}'}.voorbeeld.nl/pad of ?lang=.",
    summary: '{clusters}: {links}',
    clusters: '{count} inhoud gevonden in meerdere talen | {count} inhouden gevonden in meerdere talen',
    links: '{count} link toe te voegen | {count} links toe te voegen',
    unmatched: '{count} rij waarin de regel geen taal vindt | {count} rijen waarin de regel geen taal vindt',
    twoUrls: "Eén inhoud heeft twee URL's voor {language}: {locs}. De pagina's worden niet gekoppeld.",
    unknownCode: '{code} in {loc} is geen taalcode die Google kent: de rij wordt niet gekoppeld.',
    listedOtherwise:
      "{loc} noemt voor {language} al {listed}, niet {href}: de koppeling geeft zijn pagina's geen links.",
    pageListedOtherwise:
      "{loc} noemt {href} al als {listed}, niet als {language}: de koppeling geeft zijn pagina's geen links.",
    working: 'De koppelingen worden uitgewerkt…',
    progress: '{percent}% klaar',
    cancel: 'Annuleren',
    csvOpen: 'Koppelen met een CSV van slugs…',
    csvChoose: 'Kies een CSV met vertaalde slugs',
    csvHint: 'Een kopregel met taalcodes (en,nl,de), dan één regel per inhoud: elke pagina als URL of als pad.',
    csvFile: 'Uit {file}',
    csvUnmatched: '{count} rij die de CSV niet noemt | {count} rijen die de CSV niet noemt',
    csvNotFound: '{file}, regel {line}, kolom {column} ({language}): geen rij van het project heeft {value}',
    csvRepeated:
      '{file}, regel {line}, kolom {column} ({language}): {value} staat al op regel {first}; één pagina hoort bij één inhoud, dus hier blijft hij buiten beschouwing',
    csvExtraValues:
      '{file}, regel {line}, kolom {column}: {values} waarde, meer dan de kopregel noemt; de rest blijft buiten beschouwing | {file}, regel {line}, kolom {column}: {values} waarden, meer dan de kopregel noemt; de rest blijft buiten beschouwing',
    csvUnknownColumn:
      '{file}, regel 1: de kolom {code} is geen taalcode die Google kent; de waarden erin worden overgeslagen',
    csvXDefaultColumn:
      "{file}, regel 1: de kolom x-default wordt overgeslagen: een CSV koppelt pagina's per taal; geef elk cluster zijn x-default met Alle clusters aanvullen",
    csvLines: 'CSV-regels om na te kijken ({count}) | CSV-regels om na te kijken ({count})',
    csvFault: {
      empty: '{file} is leeg: er moet een kopregel met taalcodes (en,nl,de) in staan en een regel per inhoud.',
      noLanguages: '{file}, regel {line}, kolom {column}: de kopregel noemt geen taalcode die Google kent.',
      unclosedQuote:
        '{file}, regel {line}, kolom {column}: een aanhalingsteken opent een waarde en wordt nooit gesloten.',
      strayQuote:
        '{file}, regel {line}, kolom {column}: een aanhalingsteken sluit een waarde, maar er volgt nog tekst.',
      unreadable: '{file} kan niet worden gelezen: {reason}',
      notText:
        '{file}, regel {line}, kolom {column}: een byte die geen UTF-8-tekst bevat: een CSV met slugs is UTF-8-tekst (sla hem op als CSV UTF-8).',
    },
  },
  complete: {
    cluster: 'Dit cluster aanvullen…',
    all: 'Alle clusters aanvullen…',
    titleCluster: 'Dit cluster aanvullen',
    titleAll: 'Alle clusters aanvullen',
    xDefault: 'x-default',
    xDefaultHint: 'De pagina voor wie geen pagina in de eigen taal heeft.',
    mostNamed: 'De pagina die de rijen nu het vaakst noemen',
    languagePage: 'De {language}-pagina van elk cluster',
    none: 'Geen',
    joined:
      'Eén link verbindt in zijn eentje twee delen van dit cluster (genoemd boven de matrix): waarschijnlijk zijn meerdere inhouden door een verkeerde link samengevoegd. Aanvullen zou elke pagina ervan aan elke andere koppelen: verwijder eerst die link.',
    working: 'De links uitrekenen…',
    progress: '{done} van {count} cluster | {done} van {count} clusters',
    withoutLanguage:
      '{n} cluster heeft niet één {language}-pagina die in een tabel staat (geen, meer dan één, of alleen een die in geen tabel staat): de x-default is de pagina die de rijen het vaakst noemen, als die er is. | {n} cluster heeft niet één {language}-pagina die in een tabel staat (geen, meer dan één, of alleen een die in geen tabel staat): de x-default is de pagina die de rijen het vaakst noemen, als die er is. | {n} clusters hebben niet één {language}-pagina die in een tabel staat (geen, meer dan één, of alleen een die in geen tabel staat): de x-default is de pagina die de rijen het vaakst noemen, als die er is.',
    noXDefault:
      '{n} clusters blijven zonder x-default: geen rij ervan noemt er een, en er is geen pagina gekozen. Kies „De …-pagina van elk cluster” als x-default om elk cluster er een te geven. | {n} cluster blijft zonder x-default: geen rij ervan noemt er een, en er is geen pagina gekozen. Kies „De …-pagina van elk cluster” als x-default om elk cluster er een te geven. | {n} clusters blijven zonder x-default: geen rij ervan noemt er een, en er is geen pagina gekozen. Kies „De …-pagina van elk cluster” als x-default om elk cluster er een te geven.',
    nothing: 'Niets toe te voegen of weg te halen: de links zijn compleet.',
    nothingToDo: 'Er is niets voor je toe te voegen of weg te halen: wat overblijft, beslis je zelf, hieronder.',
    changes: '{added} en {removed} in {count} rij | {added} en {removed} in {count} rijen',
    added: '{count} link toegevoegd | {count} links toegevoegd',
    removed: '{count} weggehaald | {count} weggehaald',
    more: '…en nog {count} rij | …en nog {count} rijen',
    moreLinks: '…en nog {count} link van deze rij | …en nog {count} links van deze rij',
    conflicts:
      'Gelaten zoals ze zijn, aan jou om te beslissen ({count}) | Gelaten zoals ze zijn, aan jou om te beslissen ({count})',
    unknownLanguage: 'Geen link geeft {loc} een taal.',
    invalidLanguage: '{loc} krijgt {language}, en dat is geen taalcode die Google kent.',
    invalidHref:
      '{loc} is geen URL die in een sitemap kan staan (relatief, met een spatie, geen http…): geen andere pagina krijgt haar.',
    showCluster: 'Cluster tonen',
    applying: 'De links toepassen…',
    rowRange: 'Rijen {from}–{to} van {count}',
    previousRows: 'Vorige rijen',
    nextRows: 'Volgende rijen',
    conflictRange: 'Beslissingen {from}–{to} van {count}',
    previousConflicts: 'Vorige beslissingen',
    nextConflicts: 'Volgende beslissingen',
    moreLanguages:
      "…en nog {count} taal: kies de pagina ervan in de matrix | …en nog {count} talen: kies de pagina's ervan in de matrix",
    apply: 'Toepassen',
    back: 'Terug',
  },
};
