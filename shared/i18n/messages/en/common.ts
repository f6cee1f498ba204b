/** English: words many parts of the app use (buttons, states). A feature's own wording goes in its own area. */
export const commonMessages = {
  close: 'Close',
  cancel: 'Cancel',
  ok: 'OK',
};
