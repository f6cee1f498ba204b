import { describe, expect, it } from 'vitest';
import { parseBaseUrl, type PublishBase } from '../../../../../shared/validation/base-url';
import { validateTables } from '../../../../../shared/validation/validate-rows';
import { emptyRow } from '../../../../../shared/url-table';

const table = (...locs: string[]) => ({ name: 'pages', rows: locs.map((loc) => emptyRow(loc)) });
const base = (text: string): PublishBase => (parseBaseUrl(text) as { ok: true; base: PublishBase }).base;

describe('a loc on another host than its table', () => {
  it('is a warning where no base URL is set, naming both hosts', () => {
    const found = validateTables(
      [
        table(
          'https://example.com/',
          'https://example.com/a',
          'https://blog.example.com/post',
          'http://169.254.169.254/latest/meta-data/',
          'https://example.com:8443/b',
        ),
      ],
      { base: null, now: Date.UTC(2026, 0, 1) },
    );
    expect(found.map((problem) => [problem.code, problem.severity, problem.place.row, problem.params])).toEqual([
      ['loc-other-host', 'warning', 3, [{ host: 'blog.example.com', tableHost: 'example.com' }]],
      ['loc-other-host', 'warning', 4, [{ host: '169.254.169.254', tableHost: 'example.com' }]],
      ['loc-other-host', 'warning', 5, [{ host: 'example.com:8443', tableHost: 'example.com' }]],
    ]);
    expect(found[0]!.message).toBe(
      'This URL is on blog.example.com, not on example.com like the rest of the table; search engines take it only where blog.example.com is verified as yours or its robots.txt names this sitemap.',
    );
  });

  it('is left to the base URL rule where one is set, and each table has its own host', () => {
    const context = { base: base('https://example.com/'), now: Date.UTC(2026, 0, 1) };
    const found = validateTables([table('https://example.com/a', 'https://blog.example.com/post')], context);
    expect(found.map((problem) => problem.code)).toEqual(['loc-outside-base']);
    const two = validateTables(
      [table('https://example.com/a'), { ...table('https://blog.example.com/a'), name: 'blog' }],
      { base: null, now: 0 },
    );
    expect(two).toEqual([]);
  });
});
