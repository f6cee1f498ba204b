import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { installApi } from './api';
import { installValidator } from './validation/validator';
import { startWebWorkerValidator } from './validation/web-worker-validator';
import './styles/theme.css';
import './styles/base.css';

const app = createApp(App);
installApi(app, window.sitemapStudio);
installValidator(app, startWebWorkerValidator);
app.use(createPinia()).mount('#app');
