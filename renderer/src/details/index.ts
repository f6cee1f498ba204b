export { default as RowDetailsPanel } from './RowDetailsPanel.vue';
export { type DetailsTab, useRowDetailsStore } from './row-details-store';
