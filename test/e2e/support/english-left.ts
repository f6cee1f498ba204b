import type { Locator, Page } from '@playwright/test';
import { expect, screenshot } from './fixtures';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import { messageEntries } from '../../../shared/i18n/message-tree';
import { isProblemCode } from '../../../shared/problem-catalogue';
import { escapeRegExp } from '../../../shared/escape-regexp';

const dutch = new Map(messageEntries(CATALOGUES.nl));
const dutchTexts = new Set(dutch.values());

/** A form with placeholders says enough to be told apart from Dutch: 8 letters or more besides them ("{n} URL" does not). */
const telling = (form: string): boolean => form.replace(/\{[^}]*\}/g, '').replace(/[^A-Za-z]/g, '').length >= 8;

/**
 * English messages a Dutch screen must not show: those whose Dutch differs, as whole texts, with
 * placeholders standing for any value and each plural form on its own.
 */
const englishOnly: RegExp[] = [...messageEntries(CATALOGUES.en)].flatMap(([key, message]) =>
  dutch.get(key) === message
    ? []
    : message
        .split('|')
        .map((form) => form.trim())
        .filter((form) => form !== '' && !dutchTexts.has(form) && (!form.includes('{') || telling(form)))
        .map(
          (form) =>
            new RegExp(
              `^${form
                .split(/\{[^}]*\}/)
                .map(escapeRegExp)
                .join('.+?')}$`,
            ),
        ),
);

/** Words that are English and never Dutch: a text written by hand in English still shows one. */
const ENGLISH_WORDS =
  /\b(the|and|with|your|you|this|these|those|from|into|will|were|has|have|not|no longer|cannot|can't|don't|show|hide|close|save|cancel|add|remove|delete|edit|find|replace|file|files|table|tables|rows?|columns?|settings|error|errors|warnings?|problems?|unsaved|choose|loading|ready)\b/i;

/** A person's own data (URLs, file names, paths) and the names printed on keys are not the app's wording. */
const isData = (text: string): boolean =>
  /:\/\/|^[\w.-]+\.(xml|txt|gz|csv|tsv|sitemapstudio)$|^\/|^[A-Z]:\\/.test(text) ||
  // A number as stored (a priority's 0.5 is written with the protocol's point in any language).
  /^-?\d*[.,]?\d+$/.test(text) ||
  // A problem code (loc-duplicate, check-not-found) is a name, the same in every language, as the CLI prints it.
  isProblemCode(text) ||
  /^([⌘⇧⌥⌃]|(Ctrl|Alt|Shift|Cmd)\+)*(Delete|Backspace|Enter|Esc|Tab|Home|End|Page ?Up|Page ?Down|Space|F\d+|.)$/.test(
    text,
  );

/**
 * The texts under `scope` a person sees (visible text and the title, aria-label, placeholder and
 * alt they read or hear) that are still English: a catalogue message shown untranslated, or a text
 * with an English word in it (a `{placeholder}` of a pattern the person writes is not a word). Empty when the screen is all Dutch.
 */
export async function englishLeftIn(scope: Locator): Promise<string[]> {
  const texts = await scope.evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (text && parent && parent.checkVisibility() && !parent.closest('[data-user-data]')) found.push(text);
      }
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (!element.checkVisibility() || element.closest('[data-user-data]')) continue;
        for (const name of ['title', 'aria-label', 'placeholder', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) found.push(value);
        }
        if (element instanceof HTMLInputElement && element.type === 'button' && element.value)
          found.push(element.value);
      }
    }
    return found;
  });
  return [...new Set(texts)].filter(
    (text) =>
      !isData(text) &&
      (englishOnly.some((pattern) => pattern.test(text)) || ENGLISH_WORDS.test(text.replace(/\{\w+\}/g, ''))),
  );
}

/**
 * A screenshot of a Dutch screen to look at, after checking that nothing on it is still English
 * (the whole window: the dialog, and the frame behind it).
 */
export async function dutchScreenshot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await englishLeftIn(page.locator('body')), `English left on ${name}`).toEqual([]);
}
