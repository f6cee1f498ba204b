import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** xmllint's verdict on one XML file against one of the corpus's schemas (e.g. combined-urlset-with-extensions.xsd). */
export async function xmllint(corpus: string, file: string, schema: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stderr } = await run('xmllint', ['--noout', '--nonet', '--schema', join(corpus, 'schemas', schema), file]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: (error as { stderr?: string }).stderr ?? String(error) };
  }
}
