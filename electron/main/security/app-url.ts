/**
 * Recognises the app's own pages: the dev server's origin during development,
 * or exactly the built index.html (any hash or query) when loaded from disk.
 */
export function createAppUrlMatcher(rendererUrl: string): (url: string | undefined) => boolean {
  const app = new URL(rendererUrl);
  if (app.protocol === 'file:') {
    return (url) => {
      if (!url) return false;
      try {
        const candidate = new URL(url);
        return candidate.protocol === 'file:' && candidate.host === app.host && candidate.pathname === app.pathname;
      } catch {
        return false;
      }
    };
  }
  return (url) => {
    if (!url) return false;
    try {
      return new URL(url).origin === app.origin;
    } catch {
      return false;
    }
  };
}
