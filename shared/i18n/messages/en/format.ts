/** English: how numbers, sizes, durations and rates read. */
export const formatMessages = {
  bytes: '{value} B',
  kilobytes: '{value} KB',
  megabytes: '{value} MB',
  gigabytes: '{value} GB',
  seconds: '{value} s',
  minutes: '{value} min',
  hoursMinutes: '{hours} h {minutes} min',
  perSecond: '{value} URLs/s',
  timeLeft: '{duration} left',
};
