export { type TableView, useTableViewsStore } from './table-views-store';
