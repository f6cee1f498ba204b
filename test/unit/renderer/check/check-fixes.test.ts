import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../renderer/src/i18n';
import { CHECK_FIXES } from '../../../../renderer/src/check/check-fixes';

afterEach(() => {
  i18n.global.locale.value = 'en';
});

describe('the site check fixes', () => {
  it('are named in the language of the moment they are read', () => {
    expect(CHECK_FIXES['remove-client-errors'].label).toBe('Remove 4xx rows');
    i18n.global.locale.value = 'nl';
    expect(CHECK_FIXES['remove-client-errors'].label).toBe('4xx-rijen verwijderen');
  });
});
