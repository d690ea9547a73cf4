import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The full path of `name` on PATH, or null: optional tools (LibreOffice) are found, not assumed. */
export function findExecutable(name: string, path: string): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}
