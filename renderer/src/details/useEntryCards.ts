import { computed, nextTick, ref, useId } from 'vue';
import type { UrlRow } from '../../../shared/url-table';
import type { DetailEditorProps } from './editor-props';
import { placeProblems } from './detail-problems';
import { useDetailEdits, type EntryNoun } from './useDetailEdits';

/**
 * A row's list of entries, each shown as an EntryCard: the edits of the list, each entry's problems
 * placed on its fields (`keys`, in the order shown), and `add`, which focuses the new card's first
 * input. `listEl` is for the element that holds the cards.
 */
export function useEntryCards<F extends 'images' | 'videos'>(
  props: DetailEditorProps<readonly UrlRow[F][number][]>,
  field: F,
  noun: EntryNoun,
  keys: readonly string[],
) {
  const uid = useId();
  const entries = useDetailEdits(() => props).list(field, noun);
  const placed = computed(() =>
    props.value.map((_, i) => placeProblems(props.problems, field, i, keys, `${uid}-${i}`)),
  );
  const listEl = ref<HTMLElement | null>(null);

  async function add(entry: UrlRow[F][number]): Promise<void> {
    entries.add(entry);
    await nextTick();
    listEl.value?.querySelector<HTMLElement>('.entry-card:last-of-type input')?.focus();
  }

  return { uid, entries, placed, listEl, add };
}
