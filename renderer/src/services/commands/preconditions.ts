import { usePromptsStore } from '../prompts-store';

/** While a question is on screen, a shortcut or menu entry of the File menu does not start another. */
export function noPromptOpen(): () => boolean {
  const prompts = usePromptsStore();
  return () => !prompts.current;
}
