/** The grid's column filters: how each compares its cells with the value typed. */
export const gridFilterMessages = {
  operatorOf: 'How {column} is filtered',
  operators: {
    contains: 'contains',
    notContains: 'does not contain',
    equals: 'equals',
    startsWith: 'starts with',
    regex: 'matches regular expression',
    empty: 'is empty',
    notEmpty: 'is not empty',
    before: 'is before',
    after: 'is after',
    greater: 'is greater than',
    less: 'is less than',
  },
  datePlaceholder: 'YYYY-MM-DD',
  numberPlaceholder: '0.5',
  problems: {
    regex: 'Not a regular expression; the filter waits until it is one',
    date: 'Not a date: write YYYY-MM-DD, or a time with its zone (2024-05-01T10:00:00+02:00)',
    number: 'Not a number: write one such as 0.5',
  },
};
