// Watches a folder tree for `ts2wp dev --watch`.
//
// Not `fs.watch(dir, { recursive: true })`: on Linux, Node 20 implements that by watching
// each file, and an editor's atomic save (write a temp file, rename it over the original,
// as `sed -i`, vim and VS Code do) replaces the watched inode, so every later change to
// that file goes unseen. Watching each directory (inotify on the folder) sees every
// entry's changes and renames; new sub-folders get their own watcher as they appear.
import fs from 'node:fs';
import path from 'node:path';

export interface TreeWatcher {
  close(): void;
}

/** Calls `onChange(relativePath)` for every change under `root` (files and folders, at any depth). */
export function watchTree(
  root: string,
  onChange: (file: string) => void,
  onError: (error: Error) => void = () => {},
): TreeWatcher {
  const watchers = new Map<string, fs.FSWatcher>();
  let closed = false;

  const add = (dir: string) => {
    if (closed || watchers.has(dir)) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, (_event, name) => {
        const full = name ? path.join(dir, name.toString()) : dir;
        // A new folder (or one renamed into place): watch it and what it holds.
        if (name && isDirectory(full)) scan(full);
        onChange(path.relative(root, full));
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error as Error);
      return;
    }
    // The folder itself went away: drop its watcher (it is re-added if it comes back).
    watcher.on('error', () => drop(dir));
    watchers.set(dir, watcher);
  };
  const drop = (dir: string) => {
    watchers.get(dir)?.close();
    watchers.delete(dir);
  };
  const scan = (dir: string) => {
    add(dir);
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries)
      if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') scan(path.join(dir, e.name));
  };

  scan(root);
  return {
    close() {
      closed = true;
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
