import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  finding,
  isProblemCode,
  renderMessage,
  ROW_FIELDS,
  SEVERITIES,
  severityOf,
  type Finding,
  type ProblemCode,
} from '../../../../shared/problem-catalogue';
import { problem, problemAt, problemText } from '../../../../shared/problems';
import { fieldProblem } from '../../../../shared/validation/field-problem';
import { SAMPLES } from './samples';

const CODES = Object.keys(CATALOGUE) as ProblemCode[];
const FIELDS: readonly string[] = [...ROW_FIELDS, 'file', 'settings', 'export', 'project'];
const samplesOf = (code: ProblemCode): Finding[] =>
  (SAMPLES[code] as readonly unknown[][]).map((params) => ({ code, params }) as Finding);

describe('the problem catalogue', () => {
  it('names every code in kebab case, with a known field', () => {
    for (const code of CODES) {
      expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      expect(FIELDS, code).toContain(CATALOGUE[code].field);
    }
  });

  it('renders every sample of every code as a sentence, without undefined or [object …]', () => {
    for (const code of CODES) {
      expect(SAMPLES[code].length, code).toBeGreaterThan(0);
      for (const found of samplesOf(code)) {
        const text = renderMessage(found);
        expect(text, code).toMatch(/\S/);
        expect(text, code).not.toMatch(/undefined|\[object|NaN/);
        expect(text.trim(), code).toBe(text);
        expect(SEVERITIES, code).toContain(severityOf(found));
      }
    }
  });

  it('words the variants of one code differently', () => {
    for (const code of CODES) {
      const texts = samplesOf(code).map((found) => renderMessage(found));
      expect(new Set(texts).size, code).toBe(texts.length);
    }
  });

  it('knows its own codes, and no others', () => {
    expect(isProblemCode('loc-not-absolute')).toBe(true);
    expect(isProblemCode('loc-relative')).toBe(false);
    expect(isProblemCode('toString')).toBe(false);
  });
});

describe('a problem made from the catalogue', () => {
  it('takes its severity and message from the code, its place from the caller, and keeps the parameters', () => {
    expect(problemAt({ file: 'a.xml', line: 2 }, 'encoding-not-utf8', { encoding: 'latin1' })).toEqual({
      severity: 'warning',
      code: 'encoding-not-utf8',
      message: 'The file declares latin1; it was read as UTF-8.',
      place: { file: 'a.xml', line: 2 },
      params: [{ encoding: 'latin1' }],
    });
  });

  it('is worded again from its code and parameters, and a problem without parameters keeps its text', () => {
    const made = problemAt({}, 'encoding-not-utf8', { encoding: 'latin1' });
    expect(problemText({ ...made, message: 'stale words' })).toBe('The file declares latin1; it was read as UTF-8.');
    expect(problemText(problem('error', 'export-failed', 'as it came', {}))).toBe('as it came');
  });

  it('is a warning where the import kept a row as written, and an error where validation finds the same fault', () => {
    const kept = problemAt({}, 'loc-not-absolute', { loc: '/a', kept: true });
    const found = fieldProblem('loc-not-absolute', { loc: '/a' });
    expect([kept.severity, kept.message]).toEqual(['warning', '"/a" is not an absolute URL; it was kept as written.']);
    expect([found.field, found.severity, found.message]).toEqual([
      'loc',
      'error',
      '"/a" is not an absolute URL: write it with https:// and the host.',
    ]);
  });

  it('renders a finding the same way whether it is made at once or carried first', () => {
    const carried = finding('http-status', { url: 'https://x/', status: 404, statusText: 'Not Found' });
    expect(problemAt({}, 'http-status', { url: 'https://x/', status: 404, statusText: 'Not Found' }).message).toBe(
      renderMessage(carried),
    );
    expect(renderMessage(carried)).toBe('https://x/ answered 404 Not Found.');
  });
});
