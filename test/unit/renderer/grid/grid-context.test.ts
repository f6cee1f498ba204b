import { describe, expect, it } from 'vitest';
import { createApp, createSSRApp, h, type Component } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { provideGrid, useGrid, type GridContext } from '../../../../renderer/src/grid/grid-context';

/** A stand-in for one grid's context: only its id, which is all these tests look at. */
const gridContext = (gridId: string): GridContext => ({ gridId }) as Partial<GridContext> as GridContext;

describe('grid context', () => {
  it('refuses, with a clear message, a caller that is not inside any component', () => {
    expect(() => useGrid()).toThrow('useGrid() is for components inside a grid: UrlGrid provides the grid');
  });

  it('refuses a caller inside an app that has no grid', () => {
    const app = createApp({});
    expect(() => app.runWithContext(() => useGrid())).toThrow('UrlGrid provides the grid');
  });

  it('gives each component the very context of the grid it is in, however deep', async () => {
    const provided: GridContext[] = [];
    const seen: GridContext[] = [];
    // Plain component objects: a grid, a body in it, and a cell in that, as UrlGrid > GridViewport > GridBody.
    const Cell: Component = {
      setup() {
        seen.push(useGrid());
        return () => h('span');
      },
    };
    const Body: Component = { setup: () => () => h('div', [h(Cell)]) };
    const gridOf = (id: string): Component => ({
      setup() {
        provided.push(provideGrid(gridContext(id)));
        return () => h(Body);
      },
    });
    await renderToString(createSSRApp({ render: () => [h(gridOf('grid-a')), h(gridOf('grid-b'))] }));
    expect(provided.map((grid) => grid.gridId)).toEqual(['grid-a', 'grid-b']);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(provided[0]);
    expect(seen[1]).toBe(provided[1]);
  });
});
