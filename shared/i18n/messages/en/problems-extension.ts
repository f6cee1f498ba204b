/** English: the faults of a row's extensions (shared/problem-catalogue/extension-problems.ts). */
export const extensionProblemMessages = {
  'images-too-many': 'This URL lists {count} images; Google reads at most {limit}.',
  'image-loc-missing': 'Image {n} has no image:loc.',
  'image-loc-not-absolute': 'Image {n}\'s {key} "{value}" is not an absolute http(s) URL.',
  'image-field-deprecated': 'Image {n} has {names}, which Google no longer uses.',
  'image-field-twice':
    'Image {n} has {names} filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
  'image-broken-character':
    "Image {n}'s {key} contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
  'image-replacement-character':
    "Image {n}'s {key} contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
  'video-required-missing': 'Video {n} needs {names}.',
  'video-url-not-absolute': 'Video {n}\'s {key} "{value}" is not an absolute http(s) URL.',
  'video-title-long': "Video {n}'s title has {length} characters; Google shows at most {limit}.",
  'video-description-long': "Video {n}'s description has {length} characters; the limit is {limit}.",
  'video-duration-invalid': 'Video {n}\'s duration "{value}" must be whole seconds from 1 to {max}.',
  'video-rating-invalid': 'Video {n}\'s rating "{value}" must be a number from 0.0 to 5.0.',
  'video-view-count-invalid': 'Video {n}\'s view_count "{value}" must be a whole number.',
  'video-date-invalid': 'Video {n}\'s {key} "{value}" is not a W3C Datetime.',
  'video-yes-no-invalid': 'Video {n}\'s {key} must be yes or no, not "{value}".',
  'video-tags-too-many': 'Video {n} has {count} tags; Google reads at most {limit}.',
  'video-restriction-invalid':
    'Video {n}\'s restriction must be country codes separated by spaces (ISO 3166), not "{value}".',
  'video-platform-invalid': 'Video {n}\'s platform must list web, mobile or tv, not "{value}".',
  'video-list-empty': {
    allow:
      "Video {n}'s {key} allows nothing, so search engines show the video nowhere: list what it allows, or remove video:{key}.",
    deny: "Video {n}'s {key} denies nothing, so it changes nothing: remove video:{key}, or list what it denies.",
    either:
      "Video {n}'s {key} lists nothing: as an allow list it shows the video nowhere, as a deny list it changes nothing. List what you mean, or remove video:{key}.",
  },
  'video-country-unknown': {
    codes:
      'Video {n}\'s restriction "{value}" lists codes ISO 3166-1 gives to no country ({codes}), which search engines cannot apply.',
    fix: 'Video {n}\'s restriction "{value}" lists codes ISO 3166-1 gives to no country ({codes}), which search engines cannot apply: did you mean "{fix}"?',
  },
  'video-schema-form':
    'Video {n}\'s {key} "{value}" is read by Google, but the video schema (sitemap-video.xsd) takes it only as "{fix}", so strict validators refuse it.',
  'video-relationship-invalid': 'Video {n}: relationship must be allow or deny, not "{value}".',
  'video-relationship-missing':
    'Video {n}: video:{key} needs relationship="allow" or "deny", which the schema requires: choose one in Row details.',
  'video-uploader-long': "Video {n}'s uploader has more than {limit} characters.",
  'video-field-deprecated': 'Video {n} has {names}, which Google no longer uses.',
  'video-field-twice':
    'Video {n} has {names} filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
  'video-broken-character':
    "Video {n}'s {key} contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
  'video-replacement-character':
    "Video {n}'s {key} contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
  'news-required-missing': 'The news entry needs {names}.',
  'news-language-invalid': 'News language "{value}" must be an ISO 639 code such as en, fr or zh-cn.',
  'news-date-invalid': 'News publication_date "{value}" is not a W3C Datetime.',
  'news-too-old':
    "This article was published {date}, more than two days ago; Google News reads only articles of the last two days. Remove it from the news sitemap (it stays in Google's index).",
  'news-schema-form': {
    fix: 'News {key} "{value}" is not in the form the news schema (sitemap-news.xsd) takes, "{fix}", so strict validators refuse it.',
    takes:
      'News {key} "{value}" is not a value the news schema (sitemap-news.xsd) takes ({takes}), so strict validators refuse it.',
  },
  'news-field-deprecated': 'The news entry has {names}, which Google no longer uses.',
  'news-field-twice':
    'The news entry has {names} filled in and also kept as the XML read (a second one in the source, or one with attributes the app does not edit): the export would write it twice. Clear the field to keep the XML as read.',
  'news-broken-character':
    "The news entry's {key} contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
  'news-sitemap-too-large':
    'This news sitemap has {urls} URLs in one file; Google reads at most {limit} in a news sitemap. Split it into files of at most {limit}, listed in an index (the export does, unless splitting news sitemaps is turned off).',
  'alternate-rel-invalid': {
    none: 'Alternate {n} must have rel="alternate", not none.',
    other: 'Alternate {n} must have rel="alternate", not "{rel}".',
  },
  'alternate-hreflang-missing': 'Alternate {n} has no hreflang.',
  'alternate-hreflang-invalid': {
    invalid: 'Alternate {n}\'s hreflang "{value}" is not a language code such as en, de-CH or x-default.',
    suggested: 'Alternate {n}\'s hreflang "{value}" is not a language code: did you mean "{suggestion}"?',
  },
  'alternate-hreflang-unknown': {
    unknown: 'Alternate {n}\'s hreflang "{value}" has {unknown}, so search engines ignore it.',
    suggested:
      'Alternate {n}\'s hreflang "{value}" has {unknown}, so search engines ignore it: did you mean "{suggestion}"?',
  },
  'alternate-href-missing': 'Alternate {n} has no href.',
  'alternate-href-not-absolute': 'Alternate {n}\'s {key} "{value}" is not an absolute http(s) URL.',
  'alternate-href-too-long':
    "Alternate {n}'s href has {length} characters; a URL in a sitemap must have fewer than {limit}, so no page at it can be listed.",
  'alternate-broken-character':
    "Alternate {n}'s {key} contains a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
  'alternate-replacement-character':
    "Alternate {n}'s {key} contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.",
};
