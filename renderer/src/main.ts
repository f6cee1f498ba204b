import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './app/App.vue';
import { installApi } from './api';
import { clientOfBridge } from '../../shared/ipc-client';
import { i18n, setLanguage } from './i18n';
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
// The preferences come first: the first paint already speaks the chosen language (App applies them).
const preferences = usePreferencesStore(pinia);
void preferences.load().finally(() => {
  setLanguage(preferences.values.language);
  app.mount('#app');
});
