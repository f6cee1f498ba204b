import { watchEffect } from 'vue';
import { useProjectStore } from '../stores/project';
import { useRowDetailsStore } from '../stores/row-details';
import type { GridModel } from './useGridModel';
import type { GridSelection } from './useGridSelection';

/** Tells the row details panel which row is current, as the selection moves and as rows change. */
export function useDetailsFollow(model: GridModel, sel: GridSelection): void {
  const details = useRowDetailsStore();
  const project = useProjectStore();
  watchEffect(() => {
    void project.version;
    const v = sel.active.value.row;
    const row = v >= 0 && v < model.rowCount.value ? model.rowAt(v) : null;
    details.follow(model.table().id, row, v + 1);
  });
}
