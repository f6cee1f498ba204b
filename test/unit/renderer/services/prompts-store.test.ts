import { describe, expect, it } from 'vitest';
import { usePromptsStore, type Prompt } from '../../../../renderer/src/services/prompts-store';
import { startStores } from '../../../support/renderer/store-harness';

const SAVE_FIRST: Prompt<'save' | 'discard' | 'cancel'> = {
  title: 'Unsaved changes',
  message: 'Save the changes to "site" first?',
  tone: 'question',
  choices: [
    { id: 'save', label: 'Save', role: 'primary' },
    { id: 'discard', label: "Don't save" },
    { id: 'cancel', label: 'Cancel', role: 'cancel' },
  ],
};

describe('prompts store', () => {
  it('shows a prompt and answers with the choice made', async () => {
    startStores();
    const prompts = usePromptsStore();
    const answered = prompts.ask(SAVE_FIRST);
    expect(prompts.current).toEqual(SAVE_FIRST);
    prompts.answer('discard');
    expect(await answered).toBe('discard');
    expect(prompts.current).toBeNull();
  });

  it('a second prompt waits its turn', async () => {
    startStores();
    const prompts = usePromptsStore();
    const first = prompts.ask(SAVE_FIRST);
    const second = prompts.tell('The file could not be read', 'site.sitemapstudio is not a project file.');
    expect(prompts.current?.title).toBe('Unsaved changes');
    prompts.answer('save');
    expect(await first).toBe('save');
    expect(prompts.current).toEqual({
      title: 'The file could not be read',
      message: 'site.sitemapstudio is not a project file.',
      tone: 'error',
      choices: [{ id: 'ok', label: 'OK', role: 'primary' }],
    });
    prompts.answer('ok');
    await second;
    expect(prompts.current).toBeNull();
  });

  it('a message tells its detail when it has one; an answer with nothing on screen does nothing', () => {
    startStores();
    const prompts = usePromptsStore();
    prompts.answer('ok');
    void prompts.tell('Not saved', 'The disk is full.', 'Nothing was changed in /p/site.sitemapstudio.');
    expect(prompts.current?.detail).toBe('Nothing was changed in /p/site.sitemapstudio.');
  });
});
