import { formatCount } from '../../format';
import type { MessagesOf } from '../catalogue-entry';
import type { EXTENSION_PROBLEMS, KeyValue, Names } from '../extension-problems';

// Formuleringen die meerdere items delen, elk met een eigen "wie" ("Afbeelding 2", "Video 1", "Het nieuwsitem").
const notAbsolute = (who: string, p: KeyValue): string => `${who}: ${p.key} "${p.value}" is geen absolute http(s)-URL.`;
const noLongerUsed = (who: string, p: Names): string =>
  `${who} heeft ${p.names.join(', ')}; Google gebruikt dat niet meer.`;

/** Nederlands: de fouten in de extensies van een rij (afbeelding, video, nieuws, hreflang-alternatieven). */
export const DUTCH_EXTENSION_PROBLEMS: MessagesOf<typeof EXTENSION_PROBLEMS> = {
  'images-too-many': (p) =>
    `Deze URL noemt ${formatCount(p.count)} afbeeldingen; Google leest er maximaal ${formatCount(p.limit)}.`,
  'image-loc-missing': (p) => `Afbeelding ${p.n} heeft geen image:loc.`,
  'image-loc-not-absolute': (p) => notAbsolute(`Afbeelding ${p.n}`, p),
  'image-field-deprecated': (p) => noLongerUsed(`Afbeelding ${p.n}`, p),
  'video-required-missing': (p) => `Video ${p.n} heeft ${p.names.join(', ')} nodig.`,
  'video-url-not-absolute': (p) => notAbsolute(`Video ${p.n}`, p),
  'video-title-long': (p) =>
    `De titel van video ${p.n} heeft ${formatCount(p.length)} tekens; Google toont er maximaal ${formatCount(p.limit)}.`,
  'video-description-long': (p) =>
    `De beschrijving van video ${p.n} heeft ${formatCount(p.length)} tekens; de limiet is ${formatCount(p.limit)}.`,
  'video-duration-invalid': (p) =>
    `De duur van video ${p.n}, "${p.value}", moet een heel aantal seconden zijn van 1 tot ${formatCount(p.max)}.`,
  'video-rating-invalid': (p) => `De rating van video ${p.n}, "${p.value}", moet een getal van 0.0 tot 5.0 zijn.`,
  'video-view-count-invalid': (p) => `De view_count van video ${p.n}, "${p.value}", moet een heel getal zijn.`,
  'video-date-invalid': (p) => `De ${p.key} van video ${p.n}, "${p.value}", is geen W3C Datetime.`,
  'video-yes-no-invalid': (p) => `De ${p.key} van video ${p.n} moet yes of no zijn, niet "${p.value}".`,
  'video-tags-too-many': (p) =>
    `Video ${p.n} heeft ${formatCount(p.count)} tags; Google leest er maximaal ${formatCount(p.limit)}.`,
  'video-restriction-invalid': (p) =>
    `De restriction van video ${p.n} moet bestaan uit landcodes met spaties ertussen (ISO 3166), niet "${p.value}".`,
  'video-platform-invalid': (p) => `Het platform van video ${p.n} moet web, mobile of tv noemen, niet "${p.value}".`,
  'video-relationship-invalid': (p) => `Video ${p.n}: relationship moet allow of deny zijn, niet "${p.value}".`,
  'video-uploader-long': (p) => `De uploader van video ${p.n} heeft meer dan ${formatCount(p.limit)} tekens.`,
  'video-field-deprecated': (p) => noLongerUsed(`Video ${p.n}`, p),
  'news-required-missing': (p) => `Het nieuwsitem heeft ${p.names.join(', ')} nodig.`,
  'news-language-invalid': (p) => `De nieuwstaal "${p.value}" moet een ISO 639-code zijn, zoals en, fr of zh-cn.`,
  'news-date-invalid': (p) => `De publication_date van het nieuwsitem, "${p.value}", is geen W3C Datetime.`,
  'news-too-old': (p) =>
    `Dit artikel is gepubliceerd op ${p.date}, meer dan twee dagen geleden; Google Nieuws leest alleen artikelen van de laatste twee dagen. Haal het uit de nieuwssitemap (het blijft in de index van Google).`,
  'news-field-deprecated': (p) => noLongerUsed('Het nieuwsitem', p),
  'news-sitemap-too-large': (p) =>
    `Deze nieuwssitemap heeft ${formatCount(p.urls)} URL's in één bestand; Google leest er maximaal ${formatCount(p.limit)} in een nieuwssitemap. Splits hem in bestanden van maximaal ${formatCount(p.limit)}, vermeld in een index (de export doet dat, tenzij het splitsen van nieuwssitemaps uit staat).`,
  'alternate-rel-invalid': (p) =>
    p.rel === null
      ? `Alternatief ${p.n} moet rel="alternate" hebben, maar heeft geen rel.`
      : `Alternatief ${p.n} moet rel="alternate" hebben, niet "${p.rel}".`,
  'alternate-hreflang-missing': (p) => `Alternatief ${p.n} heeft geen hreflang.`,
  'alternate-hreflang-unknown': (p) =>
    `De hreflang "${p.value}" van alternatief ${p.n} heeft ${p.part === 'language' ? 'een taal die niet in ISO 639-1 staat' : 'een regio die niet in ISO 3166-1 staat'}, dus zoekmachines negeren hem${p.suggestion ? `: bedoel je "${p.suggestion}"?` : '.'}`,
  'alternate-hreflang-invalid': (p) =>
    `De hreflang van alternatief ${p.n}, "${p.value}", is geen taalcode zoals en, de-CH of x-default.`,
  'alternate-href-missing': (p) => `Alternatief ${p.n} heeft geen href.`,
  'alternate-href-not-absolute': (p) => notAbsolute(`Alternatief ${p.n}`, p),
};
