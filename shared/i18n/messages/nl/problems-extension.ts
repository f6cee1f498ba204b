import type { TranslationOf } from '../../message-tree';
import type { extensionProblemMessages as english } from '../en/problems-extension';

/** Nederlands: de fouten in de extensies van een rij (afbeelding, video, nieuws, hreflang-alternatieven). */
export const extensionProblemMessages: TranslationOf<typeof english> = {
  'images-too-many': 'Deze URL noemt {count} afbeeldingen; Google leest er maximaal {limit}.',
  'image-loc-missing': 'Afbeelding {n} heeft geen image:loc.',
  'image-loc-not-absolute': 'Afbeelding {n}: {key} "{value}" is geen absolute http(s)-URL.',
  'image-field-deprecated': 'Afbeelding {n} heeft {names}; Google gebruikt dat niet meer.',
  'image-field-twice':
    'Afbeelding {n} heeft {names} ingevuld en ook bewaard als de gelezen XML (een tweede in de bron, of een met attributen die de app niet bewerkt): de export zou het twee keer schrijven. Maak het veld leeg om de XML te houden zoals gelezen.',
  'image-broken-character':
    'Afbeelding {n}: {key} bevat een kapot teken (de helft van een UTF-16-paar, of een stuurteken) dat geen enkele sitemap kan bevatten.',
  'image-replacement-character':
    'Afbeelding {n}: {key} bevat �, het teken dat wordt gezet waar bytes niet als tekst te lezen waren (een bestand in een andere codering opgeslagen?): typ het teken waar het voor staat.',
  'video-required-missing': 'Video {n} heeft {names} nodig.',
  'video-url-not-absolute': 'Video {n}: {key} "{value}" is geen absolute http(s)-URL.',
  'video-title-long': 'De titel van video {n} heeft {length} tekens; Google toont er maximaal {limit}.',
  'video-description-long': 'De beschrijving van video {n} heeft {length} tekens; de limiet is {limit}.',
  'video-duration-invalid': 'De duur van video {n}, "{value}", moet een heel aantal seconden zijn van 1 tot {max}.',
  'video-rating-invalid': 'De rating van video {n}, "{value}", moet een getal van 0.0 tot 5.0 zijn.',
  'video-view-count-invalid': 'De view_count van video {n}, "{value}", moet een heel getal zijn.',
  'video-date-invalid': 'De {key} van video {n}, "{value}", is geen W3C Datetime.',
  'video-yes-no-invalid': 'De {key} van video {n} moet yes of no zijn, niet "{value}".',
  'video-tags-too-many': 'Video {n} heeft {count} tags; Google leest er maximaal {limit}.',
  'video-restriction-invalid':
    'De restriction van video {n} moet bestaan uit landcodes met spaties ertussen (ISO 3166), niet "{value}".',
  'video-platform-invalid': 'Het platform van video {n} moet web, mobile of tv noemen, niet "{value}".',
  'video-list-empty': {
    allow:
      'Video {n}: video:{key} staat niets toe, dus zoekmachines tonen de video nergens: vul in wat is toegestaan, of verwijder video:{key}.',
    deny: 'Video {n}: video:{key} sluit niets uit en verandert dus niets: verwijder video:{key}, of vul in wat moet worden uitgesloten.',
    either:
      'Video {n}: video:{key} noemt niets: als allow-lijst toont die de video nergens, als deny-lijst verandert die niets. Vul in wat u bedoelt, of verwijder video:{key}.',
  },
  'video-country-unknown': {
    codes:
      'De restriction "{value}" van video {n} noemt codes die in ISO 3166-1 geen land aanduiden ({codes}), dus zoekmachines kunnen ze niet toepassen.',
    fix: 'De restriction "{value}" van video {n} noemt codes die in ISO 3166-1 geen land aanduiden ({codes}), dus zoekmachines kunnen ze niet toepassen: bedoelt u "{fix}"?',
  },
  'video-schema-form':
    'De {key} van video {n}, "{value}", leest Google wel, maar het videoschema (sitemap-video.xsd) neemt het alleen aan als "{fix}", dus strenge validators weigeren het.',
  'video-relationship-invalid': 'Video {n}: relationship moet allow of deny zijn, niet "{value}".',
  'video-relationship-missing':
    'Video {n}: video:{key} heeft relationship="allow" of "deny" nodig, dat het schema vereist: kies er een in Rijdetails.',
  'video-uploader-long': 'De uploader van video {n} heeft meer dan {limit} tekens.',
  'video-field-deprecated': 'Video {n} heeft {names}; Google gebruikt dat niet meer.',
  'video-field-twice':
    'Video {n} heeft {names} ingevuld en ook bewaard als de gelezen XML (een tweede in de bron, of een met attributen die de app niet bewerkt): de export zou het twee keer schrijven. Maak het veld leeg om de XML te houden zoals gelezen.',
  'video-broken-character':
    'Video {n}: {key} bevat een kapot teken (de helft van een UTF-16-paar, of een stuurteken) dat geen enkele sitemap kan bevatten.',
  'video-replacement-character':
    'Video {n}: {key} bevat �, het teken dat wordt gezet waar bytes niet als tekst te lezen waren (een bestand in een andere codering opgeslagen?): typ het teken waar het voor staat.',
  'news-required-missing': 'Het nieuwsitem heeft {names} nodig.',
  'news-language-invalid': 'De nieuwstaal "{value}" moet een ISO 639-code zijn, zoals en, fr of zh-cn.',
  'news-date-invalid': 'De publication_date van het nieuwsitem, "{value}", is geen W3C Datetime.',
  'news-too-old':
    'Dit artikel is gepubliceerd op {date}, meer dan twee dagen geleden; Google Nieuws leest alleen artikelen van de laatste twee dagen. Haal het uit de nieuwssitemap (het blijft in de index van Google).',
  'news-schema-form': {
    fix: 'Nieuwsveld {key} "{value}" staat niet in de vorm die het nieuwsschema (sitemap-news.xsd) aanneemt, "{fix}", dus strenge validators weigeren het.',
    takes:
      'Nieuwsveld {key} "{value}" is geen waarde die het nieuwsschema (sitemap-news.xsd) aanneemt ({takes}), dus strenge validators weigeren het.',
  },
  'news-field-deprecated': 'Het nieuwsitem heeft {names}; Google gebruikt dat niet meer.',
  'news-field-twice':
    'Het nieuwsitem heeft {names} ingevuld en ook bewaard als de gelezen XML (een tweede in de bron, of een met attributen die de app niet bewerkt): de export zou het twee keer schrijven. Maak het veld leeg om de XML te houden zoals gelezen.',
  'news-broken-character':
    '{key} van het nieuwsitem bevat een kapot teken (de helft van een UTF-16-paar, of een stuurteken) dat geen enkele sitemap kan bevatten.',
  'news-sitemap-too-large':
    "Deze nieuwssitemap heeft {urls} URL's in één bestand; Google leest er maximaal {limit} in een nieuwssitemap. Splits hem in bestanden van maximaal {limit}, vermeld in een index (de export doet dat, tenzij het splitsen van nieuwssitemaps uit staat).",
  'alternate-rel-invalid': {
    none: 'Alternatief {n} moet rel="alternate" hebben, maar heeft geen rel.',
    other: 'Alternatief {n} moet rel="alternate" hebben, niet "{rel}".',
  },
  'alternate-hreflang-missing': 'Alternatief {n} heeft geen hreflang.',
  'alternate-hreflang-invalid': {
    invalid: 'De hreflang van alternatief {n}, "{value}", is geen taalcode zoals en, de-CH of x-default.',
    suggested: 'De hreflang van alternatief {n}, "{value}", is geen taalcode: bedoel je "{suggestion}"?',
  },
  'alternate-hreflang-unknown': {
    unknown: 'De hreflang "{value}" van alternatief {n} heeft {unknown}, dus zoekmachines negeren hem.',
    suggested:
      'De hreflang "{value}" van alternatief {n} heeft {unknown}, dus zoekmachines negeren hem: bedoel je "{suggestion}"?',
  },
  'alternate-href-missing': 'Alternatief {n} heeft geen href.',
  'alternate-href-not-absolute': 'Alternatief {n}: {key} "{value}" is geen absolute http(s)-URL.',
  'alternate-href-too-long':
    'De href van alternatief {n} heeft {length} tekens; een URL in een sitemap moet er minder dan {limit} hebben, dus geen pagina daar kan worden vermeld.',
  'alternate-broken-character':
    'Alternatief {n}: {key} bevat een kapot teken (de helft van een UTF-16-paar, of een stuurteken) dat geen enkele sitemap kan bevatten.',
  'alternate-replacement-character':
    'Alternatief {n}: {key} bevat �, het teken dat wordt gezet waar bytes niet als tekst te lezen waren (een bestand in een andere codering opgeslagen?): typ het teken waar het voor staat.',
};
