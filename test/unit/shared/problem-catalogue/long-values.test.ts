import { describe, expect, it } from 'vitest';
import { finding, renderMessage } from '../../../../shared/problem-catalogue';
import { readerFault } from '../../../../shared/problem-catalogue/project-damage';
import { MOST_SHOWN_VALUE_CHARS } from '../../../../shared/problem-catalogue/render-words';
import { CHANGEFREQ_VALUES } from '../../../../shared/protocol';

const changefreq = (value: string) =>
  renderMessage(finding('changefreq-invalid', { changefreq: value, lower: null, allowed: CHANGEFREQ_VALUES }));

// The probe: a changefreq of 100,000 characters was printed whole, a report line of 100,164.
describe('a value in a message', () => {
  it('is cut past MOST_SHOWN_VALUE_CHARS with "…", and shown whole up to it', () => {
    const long = changefreq('x'.repeat(100_000));
    expect(long).toBe(
      `changefreq "${'x'.repeat(MOST_SHOWN_VALUE_CHARS - 1)}…" is not allowed. Use one of: ${CHANGEFREQ_VALUES.join(', ')}.`,
    );
    const loc = 'y'.repeat(2_048);
    expect(changefreq(loc)).toContain(`"${loc}"`);
  });

  it('is never cut inside a character of two UTF-16 units', () => {
    const emoji = `${'x'.repeat(MOST_SHOWN_VALUE_CHARS - 2)}😀😀`;
    expect(changefreq(emoji)).toContain(`"${'x'.repeat(MOST_SHOWN_VALUE_CHARS - 2)}…"`);
  });
});

describe('a count in a message about a damaged project', () => {
  it('is written with its thousands apart (the probe: "a record holds 1044 rows")', () => {
    const damage = { damage: 'record', fault: { fault: 'list-size', size: 1_044, of: 'rows' }, at: null } as const;
    expect(renderMessage(finding('project-corrupt', { file: 'a.sitemapstudio', damage }))).toContain(
      'a record holds 1,044 rows',
    );
  });
});

describe("a JSON reader's words about a damaged project", () => {
  it('show a control character as its escape, never raw (the probe: a NUL in the dialog)', () => {
    let error: unknown;
    try {
      JSON.parse('\u0000SSCOLUMNS');
    } catch (caught) {
      error = caught;
    }
    const fault = readerFault(error);
    expect(fault.words.includes(String.fromCharCode(0))).toBe(false);
    expect(fault.words).toContain('\\u0000SSCOLUMNS');
  });
});
