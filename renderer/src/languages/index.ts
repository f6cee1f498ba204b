export { languagesContribution } from './contribution';
export { useLanguagesStore } from './languages-store';
