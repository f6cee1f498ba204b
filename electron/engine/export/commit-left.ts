import { leftStaging } from './recover-export-folder';

/**
 * Whether a commit is still left in `target`: a staging folder with its journal, of no export running
 * here (left stuck by a repair that could not end it, or by an export that could not complete), which a
 * later repair has to finish, undo or drop. Where the folder cannot be read for it: as if one were.
 */
export const commitLeftIn = (target: string): Promise<boolean> =>
  leftStaging(target).then(
    ({ commits }) => commits.length > 0,
    () => true,
  );
