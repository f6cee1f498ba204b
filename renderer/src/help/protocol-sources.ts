/** The official texts behind the rules in the protocol guide; each link's label is `help.protocol.sources.<key>`. */
export const PROTOCOL_SOURCES = [
  { key: 'sitemapsOrg', url: 'https://www.sitemaps.org/protocol.html' },
  { key: 'googleSitemaps', url: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap' },
  { key: 'googleImage', url: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps' },
  { key: 'googleVideo', url: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/video-sitemaps' },
  { key: 'googleNews', url: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap' },
  {
    key: 'googleHreflang',
    url: 'https://developers.google.com/search/docs/specialty/international/localized-versions',
  },
  { key: 'w3cDatetime', url: 'https://www.w3.org/TR/NOTE-datetime' },
  { key: 'rfc9309', url: 'https://www.rfc-editor.org/rfc/rfc9309' },
] as const;
