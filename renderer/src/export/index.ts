export { exportContribution } from './contribution';
export { settingsFieldMessages } from './settings-fields';
