export { crawlContribution } from './contribution';
export { useCrawlStore } from './crawl-store';
