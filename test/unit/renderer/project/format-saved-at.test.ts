import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../renderer/src/i18n';
import { formatSavedAt } from '../../../../renderer/src/project/format-saved-at';

const NOW = new Date(2026, 10, 22, 18, 0);

describe('formatSavedAt', () => {
  afterEach(() => {
    i18n.global.locale.value = 'en';
  });

  it('gives only the time for today, and the date as well for another day, in English', () => {
    expect(formatSavedAt(new Date(2026, 10, 22, 14, 32).toISOString(), NOW)).toBe(
      new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(2026, 10, 22, 14, 32)),
    );
    expect(formatSavedAt(new Date(2026, 10, 12, 14, 32).toISOString(), NOW)).toMatch(/^Nov 12, 2026, 02:32\s?PM$/);
  });

  it('speaks Dutch when the window does: a 24-hour clock and Dutch month names', () => {
    i18n.global.locale.value = 'nl';
    expect(formatSavedAt(new Date(2026, 10, 22, 14, 32).toISOString(), NOW)).toBe('14:32');
    expect(formatSavedAt(new Date(2026, 10, 12, 14, 32).toISOString(), NOW)).toBe('12 nov 2026, 14:32');
  });
});
