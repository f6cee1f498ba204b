import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { installApi } from './api';
import { i18n } from './i18n';
import { usePreferencesStore } from './preferences/preferences-store';
import './styles/theme.css';
import './styles/base.css';

const app = createApp(App);
installApi(app, window.sitemapStudio);
const pinia = createPinia();
app.use(pinia).use(i18n);
// The preferences come first: the first paint already speaks the chosen language (App applies them).
void usePreferencesStore(pinia)
  .load()
  .finally(() => app.mount('#app'));
