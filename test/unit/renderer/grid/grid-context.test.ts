import { describe, expect, it } from 'vitest';
import { createApp, createSSRApp, h, type Component } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { provideGrid, useGridPart, type GridContext } from '../../../../renderer/src/grid/grid-context';

/** A stand-in for one grid's context: only its core's id, which is all these tests look at. */
const gridContext = (gridId: string): GridContext => ({ core: { gridId } }) as unknown as GridContext;

describe('grid context', () => {
  it('refuses, with a clear message, a caller that is not inside any component', () => {
    expect(() => useGridPart('core')).toThrow(
      'useGridPart() is for components inside a grid: UrlGrid provides the grid',
    );
  });

  it('refuses a caller inside an app that has no grid', () => {
    const app = createApp({});
    expect(() => app.runWithContext(() => useGridPart('core'))).toThrow('UrlGrid provides the grid');
  });

  it('gives each component the very context of the grid it is in, however deep', async () => {
    const provided: GridContext[] = [];
    const seen: GridContext['core'][] = [];
    // Plain component objects: a grid, a body in it, and a cell in that, as UrlGrid > GridViewport > GridBody.
    const Cell: Component = {
      setup() {
        seen.push(useGridPart('core'));
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
    expect(provided.map((grid) => grid.core.gridId)).toEqual(['grid-a', 'grid-b']);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(provided[0]!.core);
    expect(seen[1]).toBe(provided[1]!.core);
  });
});
