import { watchEffect } from 'vue';
import { useProjectStore } from '../project';
import { useRowDetailsStore } from '../details';
import type { GridModel } from './useGridModel';
import type { GridSelection } from './selection/useGridSelection';

/** Tells the row details panel which row is current, as the selection moves and as rows change. */
export function useDetailsFollow(model: GridModel, sel: GridSelection): void {
  const details = useRowDetailsStore();
  const project = useProjectStore();
  watchEffect(() => {
    void project.version;
    const v = sel.active.value.row;
    const shown = v >= 0 && v < model.rowCount.value;
    details.follow(
      shown ? { tableId: model.table().id, stored: model.storedAt(v), row: model.rowAt(v), shownAs: v + 1 } : null,
    );
  });
}
