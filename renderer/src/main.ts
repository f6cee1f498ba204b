import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { installApi } from './api';
import { i18n, setLanguage } from './i18n';
import './styles/theme.css';
import './styles/base.css';

setLanguage('system');
const app = createApp(App);
installApi(app, window.sitemapStudio);
app.use(createPinia()).use(i18n).mount('#app');
