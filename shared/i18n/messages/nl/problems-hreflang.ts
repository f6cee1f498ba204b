/** Nederlands: wat er mis is in een hreflang-cluster (shared/problem-catalogue/hreflang-problems.ts). */
export const hreflangProblemMessages = {
  'hreflang-return-missing':
    '{href} noemt deze pagina als alternatief, maar deze pagina noemt {href} niet terug: Google negeert hreflang-links die niet van beide kanten bevestigd zijn.',
  'hreflang-pages-unlisted':
    "Deze pagina laat {count} pagina van haar hreflang-set weg ({hrefs}), die haar ook niet noemt: elke pagina noemt alle taalversies, anders kan Google de links van de set negeren. | Deze pagina laat {count} pagina's van haar hreflang-set weg ({hrefs}), die haar ook niet noemen: elke pagina noemt alle taalversies, anders kan Google de links van de set negeren.",
  'hreflang-self-missing':
    'Deze pagina noemt alternatieven, maar niet zichzelf: elke pagina van een set noemt alle taalversies, ook zichzelf.',
  'hreflang-language-twice':
    "hreflang {language} krijgt hier {count} URL ({hrefs}). | hreflang {language} krijgt hier {count} URL's ({hrefs}): één taal hoort bij één pagina.",
  'hreflang-page-two-languages':
    'De links van het cluster geven deze pagina {count} taal ({languages}). | De links van het cluster geven deze pagina {count} talen ({languages}): een pagina heeft één taal.',
  'hreflang-language-two-pages':
    "De links van het cluster geven hreflang {language} aan {count} pagina ({hrefs}). | De links van het cluster geven hreflang {language} aan {count} pagina's ({hrefs}): één taal hoort bij één pagina.",
  'hreflang-x-default-missing':
    "Geen enkele pagina van dit cluster noemt een x-default: gebruikers wier taal bij geen van de pagina's past, krijgen geen pagina ervan. Zet één x-default in de alternatieven van elke pagina.",
  'hreflang-x-default-differs': {
    none: "Deze pagina noemt geen x-default, terwijl de andere pagina's van het cluster {expected} noemen: elke pagina van een set noemt dezelfde x-default.",
    other:
      "Deze pagina noemt x-default {xDefault}, terwijl de meeste pagina's van het cluster {expected} noemen: elke pagina van een set noemt dezelfde x-default.",
  },
  'hreflang-alternate-unlisted':
    '{href} is een alternatief van deze pagina, maar geen tabel van het project bevat die URL: de links terug zijn hier niet te controleren.',
  'hreflang-other-host':
    'Deze pagina van het cluster staat op {host}, de andere op {clusterHost}: toegestaan, als elke host haar ook in zijn eigen sitemap noemt of in Search Console geverifieerd heeft.',
  'hreflang-cluster-joined':
    "Alleen de link naar {href} als {hreflang} verbindt deze kant van het cluster met {count} andere pagina: is het de verkeerde pagina? | Alleen de link naar {href} als {hreflang} verbindt deze kant van het cluster met {count} andere pagina's: is het de verkeerde pagina?",
};
