import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { installApi } from './api';
import { i18n, setLanguage } from './i18n';
import { usePreferencesStore } from './preferences/preferences-store';
import './styles/theme.css';
import './styles/base.css';

const app = createApp(App);
installApi(app, window.sitemapStudio);
const pinia = createPinia();
app.use(pinia).use(i18n);
// The preferences come first: the first paint already speaks the chosen language (App applies them).
const preferences = usePreferencesStore(pinia);
void preferences.load().finally(() => {
  setLanguage(preferences.values.language);
  app.mount('#app');
});
