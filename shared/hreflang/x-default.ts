/** The code that stands for users whose language no member matches. */
export const X_DEFAULT = 'x-default';
