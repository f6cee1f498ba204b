import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { installApi } from './api';
import './styles/theme.css';
import './styles/base.css';

const app = createApp(App);
installApi(app, window.sitemapStudio);
app.use(createPinia()).mount('#app');
