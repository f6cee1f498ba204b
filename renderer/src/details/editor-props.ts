import type { UrlRow } from '../../../shared/url-table';
import type { FieldProblem } from '../../../shared/validation/field-problem';

/** What RowDetailsPanel gives the editor of each tab (ImagesEditor, VideosEditor, NewsEditor, AlternatesEditor). */
export interface DetailEditorProps<Value> {
  tableId: string;
  /** The row's stored position in its table. */
  stored: number;
  row: UrlRow;
  /** The field this editor edits, as the row holds it now. */
  value: Value;
  problems: readonly FieldProblem[];
}
