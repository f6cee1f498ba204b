// V8's compile cache for the command line: Node 22.1 and later keep the code each thread compiled
// (the CLI's modules, and each worker's) in a folder, so that the next run loads it rather than
// parsing and compiling it again; older Node has no such cache, and this does nothing there.
const { homedir } = require('node:os');
const { isAbsolute, join } = require('node:path');

/**
 * The user's own cache folder for it: never one under the shared temp folder, where another user
 * could have put code of theirs for this one to load.
 */
function compileCacheFolder(env = process.env, platform = process.platform, home = homedir()) {
  const xdg = env.XDG_CACHE_HOME;
  const base =
    xdg && isAbsolute(xdg)
      ? xdg
      : platform === 'win32'
        ? env.LOCALAPPDATA || join(home, 'AppData', 'Local')
        : platform === 'darwin'
          ? join(home, 'Library', 'Caches')
          : join(home, '.cache');
  return join(base, 'sitemap-studio', 'compile-cache');
}

/**
 * Turns the cache on for this thread, and through NODE_COMPILE_CACHE for the workers and child
 * processes it starts (Node reads it as each one starts; the call alone reaches this thread only),
 * unless Node has no cache, NODE_DISABLE_COMPILE_CACHE turns it off, or NODE_COMPILE_CACHE already
 * names a folder (Node then uses that one). Never fails the command: a folder it cannot make or
 * write only leaves the code compiled as before. Returns what Node answered, or null where it has no cache.
 */
function startCompileCache(nodeModule = require('node:module'), env = process.env, folder = compileCacheFolder) {
  if (typeof nodeModule.enableCompileCache !== 'function') return null;
  try {
    const answer = nodeModule.enableCompileCache(folder(env));
    if (answer.status === nodeModule.constants.compileCacheStatus.ENABLED && !env.NODE_COMPILE_CACHE)
      env.NODE_COMPILE_CACHE = answer.directory;
    return answer;
  } catch (error) {
    return { status: nodeModule.constants?.compileCacheStatus?.FAILED ?? 0, message: String(error) };
  }
}

module.exports = { compileCacheFolder, startCompileCache };
