// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { computed, defineComponent, h, nextTick, ref, type Ref } from 'vue';
import FindBar from '../../../../../renderer/src/grid/find/FindBar.vue';
import { provideGrid, type GridContext } from '../../../../../renderer/src/grid/grid-context';
import type { FindReplace } from '../../../../../renderer/src/grid/find/useFindReplace';
import { mountComponent } from '../../support/mount-component';

/** The grid's find state, its count and error set by the test, and what the bar asks of it. */
function fakeFind(count: number, error: string | null) {
  const asked: string[] = [];
  const find = {
    text: ref('old'),
    replacement: ref(''),
    regex: ref(false),
    matchCase: ref(false),
    inSelection: ref(false),
    error: computed(() => error),
    count: computed(() => count),
    onlyShown: ref(false),
    position: ref<number | null>(null),
    next: (backwards?: boolean) => asked.push(backwards ? 'previous' : 'next'),
    replaceOne: () => asked.push('replace'),
    replaceEvery: () => asked.push('replace all'),
  } as unknown as FindReplace;
  return { find, asked };
}

function mountBar(count = 2, error: string | null = null) {
  const { find, asked } = fakeFind(count, error);
  // The bar reads only the grid's find state from the context.
  const Grid = defineComponent({
    setup() {
      provideGrid({ find: { find } } as unknown as GridContext);
      return () => h(FindBar, { onClose: () => asked.push('close') });
    },
  });
  const wrapper = mountComponent(Grid, { attachTo: document.body });
  return { wrapper, find, asked };
}

const button = (wrapper: ReturnType<typeof mountBar>['wrapper'], name: string) =>
  wrapper.findAll('button').find((each) => (each.attributes('aria-label') ?? each.text()) === name)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FindBar', () => {
  it('opens with the find text selected, and counts the matches in words', () => {
    const { wrapper } = mountBar(1);
    const input = wrapper.get('input[type="search"]').element as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('old');
    expect(wrapper.get('[data-testid="match-count"]').text()).toBe('1 match');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('says which match a step is on once one was found', async () => {
    const { wrapper, find } = mountBar(120);
    find.position.value = 3;
    await nextTick();
    expect(wrapper.get('[data-testid="match-count"]').text()).toBe('3 of 120');
  });

  it('says the matches are of the rows shown while a filter hides some', async () => {
    const { wrapper, find } = mountBar(16);
    (find.onlyShown as unknown as Ref<boolean>).value = true; // a ref in the fake, computed in the grid
    await nextTick();
    expect(wrapper.get('[data-testid="match-count"]').text()).toBe('16 matches in the rows shown');
  });

  it('says when the pattern is no regular expression, and marks the field', () => {
    const { wrapper } = mountBar(0, 'Unterminated group');
    expect(wrapper.get('[data-testid="match-count"]').text()).toBe('Invalid regular expression');
    expect(wrapper.get('input[type="search"]').attributes('aria-invalid')).toBe('true');
  });

  it('types into the find state and turns its options on', async () => {
    const { wrapper, find } = mountBar();
    await wrapper.get('input[type="search"]').setValue('new');
    await wrapper.get('input[aria-label="Replace with"]').setValue('newer');
    const boxes = wrapper.findAll('input[type="checkbox"]');
    for (const box of boxes) await box.setValue(true);
    expect([find.text.value, find.replacement.value]).toEqual(['new', 'newer']);
    expect([find.regex.value, find.matchCase.value, find.inSelection.value]).toEqual([true, true, true]);
  });

  it('goes to the next match on Enter (the previous with Shift), replaces on Enter in Replace with, and closes on Escape', async () => {
    const { wrapper, asked } = mountBar();
    const findField = wrapper.get('input[type="search"]');
    await findField.trigger('keydown', { key: 'Enter' });
    await findField.trigger('keydown', { key: 'Enter', shiftKey: true });
    await wrapper.get('input[aria-label="Replace with"]').trigger('keydown', { key: 'Enter' });
    await findField.trigger('keydown', { key: 'Escape' });
    expect(asked).toEqual(['next', 'previous', 'replace', 'close']);
  });

  it('has a button for each step', async () => {
    const { wrapper, asked } = mountBar();
    for (const name of ['Previous', 'Next', 'Replace', 'Replace all', 'Close find'])
      await button(wrapper, name).trigger('click');
    expect(asked).toEqual(['previous', 'next', 'replace', 'replace all', 'close']);
  });
});
