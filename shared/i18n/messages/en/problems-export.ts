/**
 * English: the export settings, building an export, what it did in the folder, and opening projects
 * (shared/problem-catalogue/export-problems.ts).
 */
export const exportProblemMessages = {
  'base-url-missing': 'Set the base URL where the sitemaps will be published.',
  'base-url-invalid': 'The base URL cannot be used: {reason}.',
  'output-folder-missing': 'Choose the folder to export to.',
  'text-fields-not-written':
    '{rows} URL holds more than its loc (a lastmod, changefreq, priority, images, videos, news, hreflang links or other elements), which a text sitemap cannot: only its loc is written. Export as XML to keep the rest. | {rows} URLs hold more than their locs (a lastmod, changefreq, priority, images, videos, news, hreflang links or other elements), which a text sitemap cannot: only their locs are written. Export as XML to keep the rest.',
  'robots-txt-not-at-root':
    "The robots.txt written would be published at {directory}robots.txt, where no crawler reads one (only at the root of a host): add its Sitemap: line to the site's own robots.txt.",
  'output-folder-not-full':
    'Give the folder\'s full path (from / or a drive letter), or choose it: "{folder}" would be read from wherever the app was started.',
  'file-name-pattern-not-gz':
    'The files are compressed with gzip, but the file name pattern {pattern} does not end in .gz: a server would send them as plain XML or text, and a crawler would get gzip bytes it may not read. End it in .gz, or turn gzip off.',
  'file-name-pattern-gz-left-off':
    'Gzip is off, so the files are written uncompressed and named without the .gz of the file name pattern {pattern}. Turn gzip on to compress them.',
  'index-name-gz':
    'The index is written as plain XML, but its name {name} ends in .gz: a server would send it as gzip, and a crawler would try to unpack plain text. Name it without .gz.',
  'file-name-pattern-invalid': {
    noNumber: "The file name pattern {pattern} needs {'{'}n{'}'}, the file's number.",
    badName: 'The file name pattern {pattern} cannot be used: a name it makes ({sample}) {reason}.',
  },
  'index-name-invalid': 'The index name {name} {reason}.',
  'max-urls-invalid': 'URLs per file must be a whole number from 1 to {max}.',
  'max-bytes-invalid': 'Bytes per file must be a whole number from {min} to {max}.',
  'entry-too-large':
    'Row {row} of "{table}" needs {bytes} bytes, more than a whole sitemap file may have ({limit}). Remove some of its images, videos or alternates, or choose the larger size limit.',
  'file-name-clash': {
    sameName:
      'The export would write {first} and {second}, the same name: choose another file name pattern or index name.',
    sameFile:
      'The export would write {first} and {second}, one file on Windows and macOS: choose another file name pattern or index name.',
  },
  'file-name-invalid':
    'A sitemap of "{table}" would be called {name}, which {reason}: choose another file name pattern for it.',
  'too-many-sitemaps': {
    atLeast:
      'The export needs at least {needed} sitemaps, but an index may list at most {limit} and indexes cannot list other indexes. Choose a larger URL or size limit, or split the site across several base URLs.',
    exactly:
      'The export needs {needed} sitemaps, but an index may list at most {limit} and indexes cannot list other indexes. Choose a larger URL or size limit, or split the site across several base URLs.',
  },
  'nothing-to-export': 'There is nothing to export: the tables hold no URLs. Add or import URLs first.',
  'nothing-to-export-left-out':
    'There is nothing to export: the site check found every URL not indexable, so the only one was left out. Untick "Leave out URLs that are not indexable" (--keep-non-indexable) to export them anyway. | There is nothing to export: the site check found every URL not indexable, so all {count} URLs were left out. Untick "Leave out URLs that are not indexable" (--keep-non-indexable) to export them anyway.',
  'sitemap-url-too-long':
    'The index would list {name} as a URL of {length} characters; sitemaps allow fewer than {limit}. Choose a shorter base URL or file name pattern.',
  'index-too-large':
    'The sitemap index would be larger than {maxBytes} bytes, the size limit for every file of the export: choose a larger size limit, or more URLs per file for fewer sitemaps.',
  'export-failed': 'The export failed: {reason}',
  'manifest-unreadable':
    '{manifest} is not an export manifest this version can read: no file was removed for it, and it was replaced.',
  'manifest-entry-ignored': {
    more: '{more} more entry of the export manifest was left alone for the same reasons. | {more} more entries of the export manifest were left alone for the same reasons.',
    entry: 'The export manifest lists {entry} for {project}, which {reason}: it was left alone.',
  },
  'export-stale-removed':
    "Removed {count} file this project's last export wrote here that the new set no longer has: {names}. | Removed {count} files this project's last export wrote here that the new set no longer has: {names}.",
  'export-removes-stale':
    "Exporting removes {count} file this project's last export wrote here that the new set no longer has: {names}. | Exporting removes {count} files this project's last export wrote here that the new set no longer has: {names}.",
  'export-stale-not-removed':
    "Could not remove {count} file this project's last export wrote here that the new set no longer has ({reason}); no index lists it now, so delete it yourself: {names}. | Could not remove {count} files this project's last export wrote here that the new set no longer has ({reason}); no index lists them now, so delete them yourself: {names}.",
  'export-stale-left':
    "Left {count} file in place that the folder's manifest lists for this project, because it is not the file its last export wrote (changed since, or listed by a manifest from elsewhere): {names}. | Left {count} files in place that the folder's manifest lists for this project, because they are not the files its last export wrote (changed since, or listed by a manifest from elsewhere): {names}.",
  'export-names-taken': {
    refused:
      '{target} holds a folder where the export writes a file of the same name, so nothing was exported: {names}. Move or rename it, or choose another file name pattern. | {target} holds {count} folders where the export writes files of the same names, so nothing was exported: {names}. Move or rename them, or choose another file name pattern.',
    foreseen:
      '{target} holds a folder where the export writes a file of the same name: {names}. Move or rename it, or choose another file name pattern. | {target} holds {count} folders where the export writes files of the same names: {names}. Move or rename them, or choose another file name pattern.',
  },
  'export-replaced-unlisted':
    'Replaced {count} file of the same name that was in the folder, which no export of Sitemap Studio wrote (no manifest lists it): {names}. | Replaced {count} files of the same names that were in the folder, which no export of Sitemap Studio wrote (no manifest lists them): {names}.',
  'export-replaces-unlisted':
    'The folder holds {count} file of the same name that no export of Sitemap Studio wrote (no manifest lists it); exporting replaces it: {names}. | The folder holds {count} files of the same names that no export of Sitemap Studio wrote (no manifest lists them); exporting replaces them: {names}.',
  'export-names-shared': {
    index:
      "This set overwrote {count} file that another project's set in this folder (index {index}) also lists, so that set now has this set's version of it: {names}. Give each project a folder of its own, or sitemaps named differently (the file name pattern). | This set overwrote {count} files that another project's set in this folder (index {index}) also lists, so that set now has this set's versions of them: {names}. Give each project a folder of its own, or sitemaps named differently (the file name pattern).",
    unknownIndex:
      "This set overwrote {count} file that another project's set in this folder also lists, so that set now has this set's version of it: {names}. Give each project a folder of its own, or sitemaps named differently (the file name pattern). | This set overwrote {count} files that another project's set in this folder also lists, so that set now has this set's versions of them: {names}. Give each project a folder of its own, or sitemaps named differently (the file name pattern).",
  },
  'export-stale-shared': {
    index:
      "Left {count} file in place that this project's last export wrote here and the new set no longer has, because another project's set in this folder (index {index}) also lists it: {names}. | Left {count} files in place that this project's last export wrote here and the new set no longer has, because another project's set in this folder (index {index}) also lists them: {names}.",
    unknownIndex:
      "Left {count} file in place that this project's last export wrote here and the new set no longer has, because another project's set in this folder also lists it: {names}. | Left {count} files in place that this project's last export wrote here and the new set no longer has, because another project's set in this folder also lists them: {names}.",
  },
  'export-robots-shared': {
    index:
      "This set wrote robots.txt, which another project's set in this folder (index {index}) writes too: the folder's robots.txt kept its lines, that set's Sitemap line among them, and this set's was added. Let only one of the two sets write robots.txt, with a Sitemap line for each index.",
    unknownIndex:
      "This set wrote robots.txt, which another project's set in this folder writes too: the folder's robots.txt kept its lines, that set's Sitemap line among them, and this set's was added. Let only one of the two sets write robots.txt, with a Sitemap line for each index.",
  },
  'robots-txt-not-utf8':
    "The folder's robots.txt is not UTF-8 text, and the export keeps a robots.txt's lines as they are: nothing was written. Save it as UTF-8, or move it away.",
  'robots-txt-link':
    "The folder's robots.txt is a link to {target}: the export neither writes through a link nor replaces the rules it leads to, so nothing was written. Put the file itself in the folder, or export without robots.txt.",
  'robots-txt-unreadable':
    "The folder's robots.txt could not be read ({reason}), and the export keeps a robots.txt's lines: nothing was written.",
  'robots-txt-left':
    "This set no longer writes robots.txt: the folder's robots.txt was left as it is (removed, it would let every crawler fetch everything). Edit or remove it yourself.",
  'robots-txt-kept':
    "The folder's robots.txt was kept, with the Sitemap: line for the index added where it had none: its lines differ from the project's robots.txt. To write the project's instead, remove the folder's first.",
  'export-staging-left':
    'The new set is in place, but its hidden staging folder {staging} could not be removed ({reason}): delete it yourself, or let the app remove it when it next starts.',
  'export-commit-unfinished':
    "The new set is in place in {target}, but the export could not be completed ({reason}): the next export to this folder completes it (after the app's own export, so does the app's next start).",
  'export-commit-interrupted':
    "The export to {target} stopped part-way through moving its files in ({reason}), and the folder could not be put back as it was: it may hold part of the new set. The next export to this folder finishes or undoes it (after the app's own export, so does the app's next start).",
  'export-commit-not-begun': {
    untouched:
      'The export to {target} did not begin moving its files in: it could not write the note of what it moves into its hidden folder there ({reason}). Nothing in {target} was changed. Check that you can write to that folder (free space, permissions, a program holding it open) and export again.',
    afterRepair:
      'The export to {target} did not begin moving its files in: it could not write the note of what it moves into its hidden folder there ({reason}). None of its files were moved in; what it did first about an earlier interrupted export there is told beside this. Check that you can write to that folder (free space, permissions, a program holding it open) and export again.',
  },
  'export-interrupted-finished': 'An interrupted export to {target} was finished.',
  'export-interrupted-undone': 'An interrupted export to {target} was undone.',
  'export-interrupted-stuck':
    'An interrupted export to {target} could not be finished ({reason}); its files were kept in {staging}.',
  'export-interrupted-superseded': {
    removed:
      'An interrupted export to {target} was not finished: a later export of the same project replaced it with its complete set, which stays as it is.',
    left: 'An interrupted export to {target} was not finished: a later export of the same project replaced it with its complete set, which stays as it is. Its hidden folder {staging} could not be removed ({reason}): delete it yourself, or let the next export to this folder remove it.',
    removedOther:
      'An interrupted export to {target} was not finished: a later export that writes the same index file replaced it with its complete set, which stays as it is.',
    leftOther:
      'An interrupted export to {target} was not finished: a later export that writes the same index file replaced it with its complete set, which stays as it is. Its hidden folder {staging} could not be removed ({reason}): delete it yourself, or let the next export to this folder remove it.',
  },
  'export-repair-failed':
    'An export into {folder} was interrupted, and it could not be finished or undone: {reason}. Export into it again, or look at its hidden .sitemap-studio-staging-… folder.',
  'export-folder-locked': {
    here: '{folder} is being written by another export (process {pid}, since {since}). Wait for it to finish or choose another folder.',
    hereQuiet:
      '{folder} is held by another export (process {pid}, since {since}) that has given no sign of life for more than ten minutes: it may be paused (Ctrl-Z) or hung. Resume it, or end process {pid} if it is not working any more; or choose another folder.',
    otherHost:
      '{folder} is being written by another export (process {pid} on {host}, since {since}). Wait for it to finish or choose another folder.',
    heldOpen:
      'The lock file in {folder}, left by an export that has ended, is held open by another program (most likely a virus scanner or a backup), so this export could not take the folder. Try again in a moment.',
    unknown:
      '{folder} is held by its lock file .sitemap-studio-export.lock, which names no export (it is empty or unreadable): an export may be starting there, or one ended without removing it. It is taken over once it is ten minutes old; if no export is writing there, delete that file, or choose another folder.',
  },
  'export-folder-unwritable': {
    certain: 'The export cannot write in {folder}: {reason}. Choose another folder.',
    likely:
      'The export will most likely not be allowed to write in {folder}: {reason}. Choose another folder; exported anyway, it stops at its first file, writing nothing.',
  },
  'export-folder-gone':
    '{folder} was removed or moved away while it was exported (by hand, by a sync program, or a drive that went away); nothing was exported there. Check where the folder is and export again.',
  'one-project-at-a-time': '{name} was not opened: one project opens at a time.',
  'not-a-project': '{file} is not a Sitemap Studio project.',
  'project-too-new':
    '{file} was saved by a newer Sitemap Studio (format {version}); this version reads format {reads}. Update Sitemap Studio to open it.',
  'project-corrupt': {
    badVersion: '{file} has no valid format version.',
    rowsShort: '{file} is damaged and cannot be opened: it ends early: table "{table}" has {rows} of its {of} rows.',
    checksShort:
      '{file} is damaged and cannot be opened: it ends early: it has {checks} of its {of} site-check results.',
    exportedShort:
      '{file} is damaged and cannot be opened: it ends early: it has {urls} of the {of} URLs its last export wrote.',
    record: '{file} is damaged and cannot be opened: {fault}.',
    recordAt: '{file} is damaged and cannot be opened: {fault} (line {line}, {place}).',
    recordInMember: '{file} is damaged and cannot be opened: {fault} (gzip member {member}, {place}).',
    shape: '{file} is damaged at {fault}.',
    shapeAt: '{file} is damaged at line {line}, {fault}.',
  },
  'project-too-large': {
    read: "{file} is larger than {mebibytes} MiB; a project's text must fit in one JavaScript string ({characters} characters), so it was not opened.",
    decompressed:
      "{file} is larger than {mebibytes} MiB once decompressed; a project's text must fit in one JavaScript string ({characters} characters), so it was not opened.",
  },
  'project-unreadable': '{reason}',
};
