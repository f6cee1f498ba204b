export { exportContribution } from './contribution';
