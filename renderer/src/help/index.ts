export { helpContribution } from './contribution';
