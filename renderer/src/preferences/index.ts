export { preferencesContribution } from './contribution';
