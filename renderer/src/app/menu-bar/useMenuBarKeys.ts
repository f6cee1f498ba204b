import { nextTick, onScopeDispose, ref, type Ref } from 'vue';

const ITEMS = ':scope > li > [role="menuitem"]';

/**
 * The menu bar's keyboard, as a desktop menu bar's: Alt or F10 focuses it, Left and Right go from
 * menu to menu, Down or Enter opens one, Up and Down move in it, Right opens a submenu and Left
 * leaves it, Enter runs an item, Escape closes and gives the focus back to where it was.
 */
export function useMenuBarKeys(bar: Ref<HTMLElement | null>, count: () => number) {
  /** The menu open, or -1. */
  const open = ref(-1);
  const subOpen = ref(false);
  /** The top item that takes the focus (roving tabindex). */
  const current = ref(0);
  let returnFocus: HTMLElement | null = null;

  const topItem = (at: number): HTMLElement | null =>
    bar.value?.querySelector<HTMLElement>(`.top-item[data-at="${at}"]`) ?? null;
  const items = (menu: HTMLElement | null): HTMLElement[] => [...(menu?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  function remember(): void {
    const active = document.activeElement;
    if (active instanceof HTMLElement && !bar.value?.contains(active)) returnFocus = active;
  }

  function focusTop(at: number): void {
    remember();
    current.value = (at + count()) % count();
    topItem(current.value)?.focus();
  }

  function focusFirst(selector = '.menu'): void {
    const menus = bar.value?.querySelectorAll<HTMLElement>(selector);
    items(menus?.[menus.length - 1] ?? null)[0]?.focus();
  }

  function openMenu(at: number, focusItem: boolean): void {
    focusTop(at);
    open.value = current.value;
    subOpen.value = false;
    if (focusItem) void nextTick(() => focusFirst());
  }

  function close(): void {
    open.value = -1;
    subOpen.value = false;
    returnFocus?.focus();
    returnFocus = null;
  }

  const toggle = (at: number): void => (open.value === at ? close() : openMenu(at, false));
  const hover = (at: number): void => {
    if (open.value >= 0 && open.value !== at) openMenu(at, false);
  };

  function moveInMenu(menu: HTMLElement, step: number): void {
    const list = items(menu);
    const at = list.indexOf(document.activeElement as HTMLElement);
    list[(at + step + list.length) % list.length]?.focus();
  }

  /** Back from a submenu to the item that opened it. */
  const focusHolder = (): void =>
    void nextTick(() => bar.value?.querySelector<HTMLElement>('.holder > [role="menuitem"]')?.focus());

  function onKeydown(event: KeyboardEvent): void {
    const target = event.target as HTMLElement;
    const menu = target.closest<HTMLElement>('[role="menu"]');
    const inSub = menu?.classList.contains('submenu') ?? false;
    const key = event.key;
    if (key === 'Escape') {
      if (inSub) {
        subOpen.value = false;
        focusHolder();
      } else if (open.value >= 0) {
        open.value = -1;
        topItem(current.value)?.focus();
      } else close();
    } else if (key === 'ArrowRight' || key === 'ArrowLeft') {
      const forward = key === 'ArrowRight';
      if (forward && target.getAttribute('aria-haspopup') === 'menu' && menu) {
        subOpen.value = true;
        void nextTick(() => focusFirst('.submenu'));
      } else if (!forward && inSub) {
        subOpen.value = false;
        focusHolder();
      } else if (open.value >= 0) openMenu(current.value + (forward ? 1 : -1), true);
      else focusTop(current.value + (forward ? 1 : -1));
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (menu) moveInMenu(menu, key === 'ArrowDown' ? 1 : -1);
      else openMenu(current.value, true);
    } else if ((key === 'Enter' || key === ' ') && !menu) {
      openMenu(current.value, true);
    } else if (key === 'Tab') {
      open.value = -1;
      subOpen.value = false;
      return;
    } else return;
    event.preventDefault();
    event.stopPropagation();
  }

  // Alt pressed and let go alone, or F10, focuses the bar; a click elsewhere closes it.
  let altAlone = false;
  const onWindowKeydown = (event: KeyboardEvent): void => {
    altAlone = event.key === 'Alt' && !event.ctrlKey && !event.shiftKey && !event.metaKey;
    if (event.key === 'F10' && !event.ctrlKey && !event.altKey && !event.shiftKey && !event.metaKey) {
      event.preventDefault();
      focusTop(0);
    }
  };
  const onWindowKeyup = (event: KeyboardEvent): void => {
    if (event.key !== 'Alt' || !altAlone) return;
    altAlone = false;
    event.preventDefault();
    if (bar.value?.contains(document.activeElement)) close();
    else focusTop(0);
  };
  const onPointerDown = (event: PointerEvent): void => {
    if (open.value >= 0 && !bar.value?.contains(event.target as Node)) {
      open.value = -1;
      subOpen.value = false;
    }
  };
  window.addEventListener('keydown', onWindowKeydown, true);
  window.addEventListener('keyup', onWindowKeyup, true);
  window.addEventListener('pointerdown', onPointerDown, true);
  onScopeDispose(() => {
    window.removeEventListener('keydown', onWindowKeydown, true);
    window.removeEventListener('keyup', onWindowKeyup, true);
    window.removeEventListener('pointerdown', onPointerDown, true);
  });

  return { open, subOpen, current, toggle, hover, close, focusFirst, onKeydown };
}
