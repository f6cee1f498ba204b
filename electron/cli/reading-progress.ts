import type { ImportProgress } from '../../shared/import-types';
import { translateMessage as t } from '../../shared/i18n/translator';
import type { CliIo } from './cli-io';
import { countOf } from './count-of';

/** The longest name of the file being read a progress line shows: a wider line wraps, and a wrapped line is not rewritten in place. */
const NAME_SHOWN = 60;

/** "Read 12 files, 1,234,567 URLs. (reading …/sitemap-13.xml.gz)": how far an import has come. */
export function formatReadingProgress({ filesDone, urlsDone, current }: ImportProgress): string {
  const read = t('cli.import.read', { files: countOf('files', filesDone), urls: countOf('urls', urlsDone) });
  if (current === null) return read;
  const name = current.length > NAME_SHOWN ? `…${current.slice(-(NAME_SHOWN - 1))}` : current;
  return `${read} ${t('cli.import.reading', { name })}`;
}

/** How often the last progress is shown again while nothing moves (a host making the import wait). */
const AGAIN_MS = 1_000;

/** An import's progress on the command's progress line, where it has one, until `stop` clears it. */
export interface ReadingProgress {
  /** For the import's controls. */
  onProgress?: (progress: ImportProgress) => void;
  stop(): void;
}

/**
 * The import's progress handed to the command's progress line, and shown again while it does not
 * move, so a log without a terminal still hears of a read kept waiting (progressLines).
 */
export function readingProgress(io: CliIo): ReadingProgress {
  const show = io.progress;
  if (!show) return { stop: () => undefined };
  let line: string | null = null;
  const again = setInterval(() => line !== null && show(line), AGAIN_MS).unref();
  return {
    onProgress: (progress) => show((line = formatReadingProgress(progress))),
    stop: () => {
      clearInterval(again);
      show('');
    },
  };
}
