/** English: history. Keys are grouped by the component or message that uses them. */
export const historyMessages = {};
