import type { Locator, Page } from '@playwright/test';

/** A column of priorities as Dutch Excel copies it: decimal commas, CRLF rows, a break after the last. */
export const DUTCH_EXCEL_PRIORITIES = '0,5\r\n0,8\r\n1,0\r\n';

/** Puts `text` on the system clipboard, as another program would, and pastes it at `cell` with the keyboard. */
export async function pasteInto(app: Page, cell: Locator, text: string): Promise<void> {
  await app.evaluate((value) => navigator.clipboard.writeText(value), text);
  await cell.click();
  await app.keyboard.press('Control+v');
}
