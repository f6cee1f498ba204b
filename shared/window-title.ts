export const APP_NAME = 'Sitemap Studio';

/** "• name — Sitemap Studio": the bullet marks unsaved changes, as editors on every desktop do. */
export function formatWindowTitle(projectName: string, dirty: boolean): string {
  return `${dirty ? '• ' : ''}${projectName} — ${APP_NAME}`;
}
