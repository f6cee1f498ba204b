import type { LeftOutRow } from '../export-types';
import { translateMessage as t } from '../i18n/translator';

/** Why a row was left out of the export, in a few words of the active language ("answered 404", "noindex"). */
export const leftOutReasonText = (row: Pick<LeftOutRow, 'reason' | 'status'>): string =>
  row.reason === 'status'
    ? t('export.leftOut.reasons.status', { status: row.status === null ? '—' : String(row.status) })
    : t(`export.leftOut.reasons.${row.reason}`);
