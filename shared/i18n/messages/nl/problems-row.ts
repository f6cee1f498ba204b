import type { TranslationOf } from '../../message-tree';
import type { rowProblemMessages as english } from '../en/problems-row';

/** Nederlands: de fouten in de eigen velden van een rij. */
export const rowProblemMessages: TranslationOf<typeof english> = {
  'loc-missing': {
    empty: 'Een lege <loc> is bewaard als rij zonder URL.',
    absent: 'Een item heeft geen <loc>.',
    missing: 'De URL is leeg: elk item heeft een loc nodig.',
  },
  'loc-too-long': {
    written: 'De URL is {length} tekens lang; sitemaps staan minder dan {limit} tekens toe.',
    escaped:
      'De URL is {length} tekens lang zodra hij gecodeerd is, zoals hij geschreven moet worden; sitemaps staan minder dan {limit} tekens toe.',
  },
  'loc-control-character': 'De URL bevat een onzichtbaar stuurteken.',
  'loc-broken-character':
    'De URL bevat een kapot teken (de helft van een UTF-16-paar) dat geen enkele sitemap kan bevatten.',
  'loc-replacement-character':
    'De URL bevat �, het teken dat wordt gezet waar bytes niet als tekst te lezen waren (een bestand in een andere codering opgeslagen?): typ het teken waar het voor staat.',
  'loc-whitespace': 'De URL bevat spaties of regeleinden; schrijf een spatie in een URL als %20.',
  'loc-not-absolute': {
    kept: '"{loc}" is geen absolute URL; de rij is bewaard zoals hij er stond.',
    found: '"{loc}" is geen absolute URL: schrijf hem met https:// en de host.',
  },
  'loc-scheme': {
    kept: '"{loc}" is geen http- of https-URL; de rij is bewaard zoals hij er stond.',
    found: "Alleen http- en https-URL's kunnen in een sitemap staan, geen {scheme}:.",
  },
  'loc-invalid': {
    notAUrl: '"{loc}" is geen URL: {why}.',
    notAUrlKept: '"{loc}" is geen URL: {why}. De rij is bewaard zoals hij er stond.',
    invalid: '"{loc}" is geen geldige URL.',
  },
  'loc-no-host': {
    plain: '"{loc}" heeft geen hostnaam; de rij is bewaard zoals hij er stond.',
    fix: '"{loc}" heeft geen hostnaam (er ontbreekt een schuine streep na het schema); de rij is bewaard zoals hij er stond. Bedoelt u "{fix}"?',
  },
  'loc-fragment': 'De URL heeft een fragment (#…), dat zoekmachines negeren; vermeld de pagina zonder.',
  'loc-not-escaped': 'De URL bevat tekens die gecodeerd moeten worden; schrijf hem als {escaped}.',
  'loc-outside-base': 'Deze URL kan niet in de sitemap: {reason}.',
  'loc-other-host':
    'Deze URL staat op {host}, niet op {tableHost} zoals de rest van de tabel; zoekmachines nemen hem alleen als {host} als van jou geverifieerd is of zijn robots.txt deze sitemap noemt.',
  'loc-other-host-allowed':
    "Deze URL staat op {host}, niet op {baseHost} waar de sitemaps komen te staan; hij wordt geëxporteerd omdat je URL's op andere hosts hebt toegestaan, en zoekmachines nemen hem alleen als {host} als van jou geverifieerd is of zijn robots.txt deze sitemap noemt.",
  'loc-blocked-by-robots': '{agent} mag deze URL niet crawlen: regel {line} van robots.txt ({rule}) blokkeert hem.',
  'loc-duplicate': 'Deze URL staat al in {where}.',
  'loc-duplicate-normalised':
    'Deze URL is dezelfde pagina als {first} in {where}; ze verschillen alleen in hoofdletters, poort, codering of ./ en ../ in het pad.',
  'lastmod-invalid': 'lastmod "{lastmod}" is ongeldig: {reason}.',
  'lastmod-future':
    'lastmod {lastmod} ligt in de toekomst; zoekmachines kunnen een datum negeren die nog niet is geweest.',
  'lastmod-schema-form': {
    partOfDate:
      'lastmod {lastmod} is een W3C-datetime die zoekmachines lezen, maar het sitemapschema (sitemap.xsd) neemt alleen een hele datum (JJJJ-MM-DD) of een datum met tijd aan, dus strenge validators weigeren het.',
    noSeconds:
      'lastmod {lastmod} is een W3C-datetime die zoekmachines lezen, maar het sitemapschema (sitemap.xsd) wil seconden in een tijd, dus strenge validators weigeren het: {fix} is hetzelfde moment.',
  },
  'lastmod-shared':
    '{count} van de {rows} rijen van deze tabel hebben lastmod {lastmod}: dat lijkt het moment waarop de sitemap is gemaakt, niet wanneer elke pagina voor het laatst veranderde. Google gebruikt lastmod alleen zolang de datums van een site kloppen; geef elke rij de datum waarop de inhoud van de pagina het laatst veranderde, of laat lastmod weg.',
  'changefreq-invalid': {
    notAllowed: 'changefreq "{changefreq}" is niet toegestaan. Gebruik een van: {allowed}.',
    upperCase: 'changefreq "{changefreq}" is niet toegestaan. Schrijf het in kleine letters: "{lower}".',
  },
  'priority-invalid': {
    notANumber: 'priority "{priority}" is geen getal van 0.0 tot 1.0.',
    decimalComma:
      'priority "{priority}" is geen getal van 0.0 tot 1.0. Gebruik een punt in plaats van een komma: {withPoint}.',
  },
  'priority-out-of-range': 'priority {priority} is hoger dan 1.0; gebruik een getal van 0.0 tot 1.0.',
  'extra-broken-character':
    'De onbekende elementen van de URL (tabblad XML van de rijdetails) bevatten een kapot teken (de helft van een UTF-16-paar, of een stuurteken) dat geen enkele sitemap kan bevatten.',
  'extra-malformed':
    'De bewaarde XML van de URL (tabblad XML van de rijdetails, of die van een afbeelding, video of nieuwsitem) is niet één goed gevormd XML-element, dus geen enkele sitemap kan hem zo bevatten: {xml}',
  'extra-not-written':
    '<{element}>, uit de bron bewaard bij de onbekende elementen van de URL (tabblad XML van de rijdetails), wordt niet in geëxporteerde sitemaps geschreven: een item bevat één loc, lastmod, changefreq en priority, en geen ander element van de sitemap-namespace of zonder namespace.',
};
