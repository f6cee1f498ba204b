import { describe, expect, it } from 'vitest';
import type { FieldProblem } from '../../../../shared/validation/field-problem';
import { placeProblems, worstOf } from '../../../../renderer/src/details/detail-problems';

const problem = (change: Partial<FieldProblem>): FieldProblem => ({
  field: 'videos',
  severity: 'error',
  code: 'video-required-missing',
  message: 'm',
  ...change,
});

describe('placeProblems', () => {
  const problems = [
    problem({ item: 0, keys: ['title', 'thumbnail_loc'], message: 'needs both' }),
    problem({ item: 0, keys: ['title'], severity: 'warning', message: 'long title' }),
    problem({ item: 1, keys: ['title'], message: 'other video' }),
    problem({ field: 'images', item: 0, keys: ['loc'], message: 'an image' }),
    problem({ item: 0, keys: [], message: 'about the whole video' }),
    problem({ message: 'about the list' }),
  ];
  const ORDER = ['thumbnail_loc', 'title', 'description'];

  it('shows each message once, under the first of its fields in display order, and marks the others', () => {
    const placed = placeProblems(problems, 'videos', 0, ORDER, 'p');
    expect(placed.marks['thumbnail_loc']).toEqual({
      severity: 'error',
      shown: [{ id: 'p-problem-0', message: 'needs both', severity: 'error' }],
      describedBy: 'p-problem-0',
      title: 'needs both',
    });
    expect(placed.marks['title']).toEqual({
      severity: 'error',
      shown: [{ id: 'p-problem-1', message: 'long title', severity: 'warning' }],
      describedBy: 'p-problem-0 p-problem-1',
      title: 'needs both\nlong title',
    });
    expect(placed.marks['description']).toBeUndefined();
    expect(placed.general.map((item) => item.message)).toEqual(['about the whole video']);
  });

  it('keeps entries and lists apart', () => {
    expect(Object.keys(placeProblems(problems, 'videos', 1, ORDER, 'p').marks)).toEqual(['title']);
    expect(placeProblems(problems, 'videos', undefined, [], 'p').general.map((item) => item.message)).toEqual([
      'about the list',
    ]);
  });

  it('gives a tab the worst severity of its field', () => {
    expect(worstOf(problems, 'videos')).toBe('error');
    expect(worstOf([problem({ severity: 'warning' })], 'videos')).toBe('warning');
    expect(worstOf(problems, 'news')).toBeNull();
  });

  it('gives a tab its worst severity whatever order its problems come in', () => {
    const warning = problem({ severity: 'warning' });
    const info = problem({ severity: 'info' });
    expect(worstOf([warning, info], 'videos')).toBe('warning');
    expect(worstOf([info, warning], 'videos')).toBe('warning');
    expect(worstOf([info, info], 'videos')).toBe('info');
  });
});
