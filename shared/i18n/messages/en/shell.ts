/** English: the app frame (toolbar, tabs, status bar, prompts, About). Keys are grouped by component. */
export const shellMessages = {
  about: {
    version: 'Version {version}',
    webHost: 'Web host',
    summary: "Import, edit and export a website's XML sitemaps. Open source, MIT licence.",
    website: 'Website',
  },
};
