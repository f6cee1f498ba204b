/** Google's documented limits for the extensions (image, video, news sitemaps; hreflang). */
export const EXTENSION_LIMITS = {
  imagesPerUrl: 1000,
  videoTitleLength: 100,
  videoDescriptionLength: 2048,
  videoDurationSeconds: 28_800,
  videoTags: 32,
  videoUploaderLength: 255,
  videoCategoryLength: 256,
  /** "You can add up to 1,000 URLs in a sitemap" (a news sitemap). */
  newsUrlsPerSitemap: 1000,
  /** "Include URLs for articles that were published in the last two days." */
  newsMaxAgeMs: 2 * 86_400_000,
} as const;
