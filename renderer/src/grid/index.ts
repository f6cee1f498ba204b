export { gridContribution } from './contribution';
export { default as UrlGrid } from './UrlGrid.vue';
