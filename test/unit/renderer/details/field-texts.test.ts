import { afterEach, describe, expect, it } from 'vitest';
import { ALTERNATE_EDITOR } from '../../../../shared/extensions/alternate-fields';
import { IMAGE_EDITOR } from '../../../../shared/extensions/image-fields';
import { NEWS_EDITOR, NEWS_FIELDS } from '../../../../shared/extensions/news-fields';
import { VIDEO_EDITOR } from '../../../../shared/extensions/video-fields';
import { groupTitle, placeholderText } from '../../../../renderer/src/details/field-texts';
import { i18n } from '../../../../renderer/src/i18n';

afterEach(() => {
  i18n.global.locale.value = 'en';
});

const TITLES = [...IMAGE_EDITOR, ...VIDEO_EDITOR, ...NEWS_EDITOR, ...ALTERNATE_EDITOR].map((group) => group.title);

describe('the editor groups and placeholders of the row details panel', () => {
  it('keep the field tables’ English titles, and have a Dutch title for every group', () => {
    for (const title of TITLES) expect(groupTitle(title)).toBe(title);
    i18n.global.locale.value = 'nl';
    for (const title of TITLES) expect(groupTitle(title), title).not.toBe(title);
    expect(groupTitle('About the video')).toBe('Over de video');
  });

  it('word a placeholder that says something, and leave an address or a code as the table has it', () => {
    const date = NEWS_FIELDS.find((field) => field.key === 'publication_date')!.editor.placeholder;
    expect(placeholderText('news', 'publication_date', date)).toBe(date);
    i18n.global.locale.value = 'nl';
    expect(placeholderText('news', 'publication_date', date)).toBe('JJJJ-MM-DD of JJJJ-MM-DDTuu:mm:ss+uu:mm');
    expect(placeholderText('video', 'duration', 'x', { max: 28800 })).toBe('seconden, 1 tot 28800');
    expect(placeholderText('alternate', 'href', 'https://')).toBe('https://');
  });
});
