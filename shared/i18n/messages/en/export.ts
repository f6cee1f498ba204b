/** English: export. Keys are grouped by the component or message that uses them. */
export const exportMessages = {};
