import { statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { translateMessage as t } from '../../shared/i18n/translator';
import { withProjectExtension } from '../../shared/project-file';
import { BadArgumentError } from './bad-argument';

/**
 * The project file `--out` names, `.sitemapstudio` added when it has none; refused at once (exit 2)
 * when it names a folder, which is no file to write: `--out public` was saved beside the folder as
 * `public.sitemapstudio`, after all the work, where the person looked for it inside.
 */
export function projectOutPath(out: string): string {
  const folder = out.endsWith('/') || out.endsWith(sep) || statSync(out, { throwIfNoEntry: false })?.isDirectory();
  if (folder)
    throw new BadArgumentError(
      `--out ${out}: ${t('cli.args.outIsFolder', { out, example: join(out, 'site.sitemapstudio') })}`,
    );
  return withProjectExtension(out);
}
