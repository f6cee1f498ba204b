import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './app/App.vue';
import { installApi } from './api';
import { clientOfBridge } from '../../shared/ipc-client';
import { i18n, setLanguage } from './i18n';
import { useAppWindowStore } from './services/app-window-store';
import { useNoticesStore } from './services/notices-store';
import { usePreferencesStore } from './services/preferences-store';
import { reportUnexpectedErrors } from './services/unexpected-errors';
import { withTypedPathDialogs } from './services/typed-path/typed-path-dialogs';
import { useTypedPathStore } from './services/typed-path/typed-path-store';
import './styles/theme.css';
import './styles/base.css';

const app = createApp(App);
const pinia = createPinia();
installApi(
  app,
  withTypedPathDialogs(clientOfBridge(window.sitemapStudio), (request) => useTypedPathStore(pinia).ask(request)),
);
app.use(pinia).use(i18n);
reportUnexpectedErrors(app, (text) => useNoticesStore(pinia).showFault(text));
// The first paint already speaks the chosen language (App applies the preferences) and knows what
// runs it: under the web host the page's own menu bar and shortcuts are there from the first key, not
// only once a later answer comes (a Ctrl+, pressed before it was lost). The app waits for both reads,
// whatever either does: a failed app info read is told once the app is there (unhandledrejection).
const preferences = usePreferencesStore(pinia);
const appInfo = useAppWindowStore(pinia).loadAppInfo();
void Promise.allSettled([preferences.load(), appInfo]).then(async () => {
  setLanguage(preferences.values.language);
  app.mount('#app');
  await appInfo;
});
