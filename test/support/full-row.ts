import { emptyRow, type UrlRow, type VideoEntry } from '../../shared/url-table';

/** A video with every field of video 1.1 filled, valid by the schema. */
export function fullVideo(n: number): VideoEntry {
  return {
    thumbnail_loc: `https://example.com/thumbs/${n}.jpg`,
    title: `Grilling steaks for summer & "friends" ${n}`,
    description: 'Alkis shows you how to get perfectly done steaks every time <really>.',
    content_loc: `https://example.com/video/${n}.mp4`,
    player_loc: {
      value: `https://example.com/player?video=${n}&x=1`,
      attributes: { allow_embed: 'yes', autoplay: 'ap=1' },
    },
    duration: '600',
    expiration_date: '2030-11-05T19:20:30+08:00',
    rating: '4.2',
    content_segment_loc: [{ value: `https://example.com/video/${n}/1.mp4`, attributes: { duration: '30' } }],
    view_count: '12345',
    publication_date: '2026-11-05T19:20:30+08:00',
    tag: ['steak', 'meat'],
    category: 'Grilling',
    family_friendly: 'yes',
    restriction: { value: 'IE GB US CA', attributes: { relationship: 'allow' } },
    gallery_loc: { value: 'https://example.com/gallery', attributes: { title: 'Cooking' } },
    price: [{ value: '1.99', attributes: { currency: 'EUR', type: 'rent', resolution: 'hd' } }],
    requires_subscription: 'no',
    uploader: { value: 'GrillyMcGrillerson', attributes: { info: 'https://example.com/users/grilly' } },
    tvshow: null,
    platform: { value: 'web tv', attributes: { relationship: 'allow' } },
    live: 'no',
    id: [],
    extra: [],
  };
}

/** A row using every extension: images, a video, news, and hreflang alternates. */
export function fullRow(n: number): UrlRow {
  return {
    ...emptyRow(`https://example.com/articles/${n}?lang=en&amp=1`),
    lastmod: '2026-11-20T10:00:00+01:00',
    changefreq: 'weekly',
    priority: '0.8',
    images: [
      {
        loc: `https://example.com/img/${n}.jpg`,
        caption: 'A caption with <markup> & ampersands',
        geo_location: 'Limerick, Ireland',
        title: 'Title',
        license: 'https://example.com/license',
        extra: [],
      },
      {
        loc: `https://example.com/img/${n}-b.jpg`,
        caption: null,
        geo_location: null,
        title: null,
        license: null,
        extra: [],
      },
    ],
    videos: [fullVideo(n)],
    news: {
      publication_name: 'The Example Times',
      publication_language: 'en',
      access: null,
      genres: 'PressRelease, Blog',
      publication_date: '2026-11-20',
      title: `Companies A, B in merger talks ${n}`,
      keywords: 'business, merger',
      stock_tickers: 'NASDAQ:A, NASDAQ:B',
      extra: [],
    },
    alternates: [
      { rel: 'alternate', hreflang: 'en', href: `https://example.com/articles/${n}` },
      { rel: 'alternate', hreflang: 'de-CH', href: `https://example.com/de/articles/${n}` },
      { rel: 'alternate', hreflang: 'x-default', href: `https://example.com/articles/${n}` },
    ],
  };
}
