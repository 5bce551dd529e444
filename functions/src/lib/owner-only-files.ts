import fs from 'node:fs';
import path from 'node:path';

/**
 * Bulwark's files hold password hashes (PGlite's tables and WAL), session and reset tokens, mail
 * with links in it and the auth secret: no other account on the machine may read them, whatever
 * DATA_DIR's own mode. Two halves, because PGlite unpacks its initial database with mode 0666
 * whatever the umask says.
 */

/** Every file and folder this process creates from now on is its owner's alone (umask 077). */
export function createFilesOwnerOnly(): void {
  process.umask(0o077);
}

/**
 * Tightens a tree Bulwark owns to folders 0700 and files 0600, including what an earlier version
 * or PGlite's unpacking left open. Symbolic links are not followed.
 */
export function restrictTreeToOwner(root: string): void {
  let stats: fs.Stats;
  try {
    stats = fs.lstatSync(root);
  } catch {
    return;
  }
  if (stats.isSymbolicLink()) return;
  const wanted = stats.isDirectory() ? 0o700 : 0o600;
  if ((stats.mode & 0o777) !== wanted) {
    try {
      fs.chmodSync(root, wanted);
    } catch {
      // Not ours to change (EPERM: another owner, e.g. a volume's mount point): left as it is.
    }
  }
  if (!stats.isDirectory()) return;
  for (const entry of fs.readdirSync(root)) restrictTreeToOwner(path.join(root, entry));
}
