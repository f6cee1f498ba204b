import { NAMESPACES } from '../../../shared/protocol';
import type { ImageEntry, NewsEntry, VideoEntry } from '../../../shared/url-table';
import { FieldReader } from './field-reader';
import type { RecordCollector } from './record-collector';

export function buildImage(record: RecordCollector): ImageEntry {
  const read = new FieldReader(record.fields, NAMESPACES.image);
  return {
    loc: read.one('loc') ?? '',
    caption: read.one('caption'),
    geo_location: read.one('geo_location'),
    title: read.one('title'),
    license: read.one('license'),
    extra: [...record.extra, ...read.leftovers()],
  };
}

export function buildVideo(record: RecordCollector): VideoEntry {
  const read = new FieldReader(record.fields, NAMESPACES.video);
  const hasTvshow = record.fields.some((field) => field.path.startsWith('tvshow/'));
  const tv = (name: string): string | null => read.one(`tvshow/${name}`);
  return {
    thumbnail_loc: read.one('thumbnail_loc'),
    title: read.one('title'),
    description: read.one('description'),
    content_loc: read.one('content_loc'),
    player_loc: read.oneWith('player_loc', ['allow_embed', 'autoplay']),
    duration: read.one('duration'),
    expiration_date: read.one('expiration_date'),
    rating: read.one('rating'),
    content_segment_loc: read.manyWith('content_segment_loc', ['duration']),
    view_count: read.one('view_count'),
    publication_date: read.one('publication_date'),
    tag: read.many('tag'),
    category: read.one('category'),
    family_friendly: read.one('family_friendly'),
    restriction: read.oneWith('restriction', ['relationship']),
    gallery_loc: read.oneWith('gallery_loc', ['title']),
    price: read.manyWith('price', ['currency', 'type', 'resolution']),
    requires_subscription: read.one('requires_subscription'),
    uploader: read.oneWith('uploader', ['info']),
    tvshow: hasTvshow
      ? {
          show_title: tv('show_title'),
          video_type: tv('video_type'),
          episode_title: tv('episode_title'),
          season_number: tv('season_number'),
          episode_number: tv('episode_number'),
          premier_date: tv('premier_date'),
        }
      : null,
    platform: read.oneWith('platform', ['relationship']),
    live: read.one('live'),
    id: read.manyWith('id', ['type']),
    extra: [...record.extra, ...read.leftovers()],
  };
}

export function buildNews(record: RecordCollector): NewsEntry {
  const read = new FieldReader(record.fields, NAMESPACES.news);
  return {
    publication_name: read.one('publication/name'),
    publication_language: read.one('publication/language'),
    access: read.one('access'),
    genres: read.one('genres'),
    publication_date: read.one('publication_date'),
    title: read.one('title'),
    keywords: read.one('keywords'),
    stock_tickers: read.one('stock_tickers'),
    extra: [...record.extra, ...read.leftovers()],
  };
}
