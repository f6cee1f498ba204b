import { monthName, type DatetimeFault, type TimePart } from '../datetime-fault';

const TIME_PART: Record<TimePart, string> = { hour: 'uur', minute: 'minuut', second: 'seconde' };

/** Nederlands: waarom een lastmod ongeldig is. */
export function dutchDatetimeFaultText(f: DatetimeFault): string {
  switch (f.fault) {
    case 'month':
      return `maand ${f.month} bestaat niet`;
    case 'day':
      return `${monthName(f.month, 'nl')} ${f.year} heeft geen dag ${f.day}`;
    case 'time':
      return `${TIME_PART[f.part]} ${f.value} bestaat niet`;
    case 'zone':
      return `tijdzone ${f.zone} bestaat niet`;
    case 'zone-missing':
      return 'een tijd heeft een tijdzone nodig (Z of ±uu:mm)';
    case 'zone-colon':
      return 'de tijdzone heeft een dubbele punt nodig (±uu:mm)';
    case 'spaces':
      return 'er staan spaties omheen';
    case 'space-before-time':
      return 'datum en tijd worden verbonden met "T", niet met een spatie';
    case 'year-first':
      return 'een datum begint met het jaar: JJJJ-MM-DD';
    case 'two-digits':
      return 'maanden en dagen hebben twee cijfers';
    case 'grammar':
      return 'het is geen W3C Datetime (JJJJ, JJJJ-MM, JJJJ-MM-DD, of JJJJ-MM-DDTuu:mm[:ss[.s]] met Z of ±uu:mm)';
  }
}
