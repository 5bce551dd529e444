// Whether the production build (web/dist, functions/dist) is up to date with its sources, so
// `npm start` rebuilds only after something changed. The stamp is a fingerprint of every input
// file's path, size and modification time, written beside the server bundle after each build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const STAMP_FILE = 'functions/dist/.build-stamp';

/** What the two builds read: sources, build configuration, and the installed dependencies' lockfile. */
const INPUTS = [
  'package-lock.json',
  'contracts/src',
  'contracts/package.json',
  'web/src',
  'web/public',
  'web/build',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'web/tsconfig.json',
  'web/.env',
  'functions/src',
  'functions/build.js',
  'functions/bundle.ts',
  'functions/package.json',
  'functions/tsconfig.json',
];

/** Tests never reach a bundle, so changing one needs no rebuild. */
function isBuildInput(file) {
  return !/\.(test|spec)\.[cm]?[jt]sx?$/.test(file);
}

function listFiles(root, entry) {
  const absolute = path.join(root, entry);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [entry];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

export function inputsFingerprint(root = REPO_ROOT) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => listFiles(root, entry))
    .filter(isBuildInput)
    .sort()) {
    const { size, mtimeMs } = statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isBuildCurrent(root = REPO_ROOT) {
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'web/dist/index.html'))) return false;
  return readFileSync(stamp, 'utf8').trim() === inputsFingerprint(root);
}

export function writeBuildStamp(root = REPO_ROOT) {
  writeFileSync(path.join(root, STAMP_FILE), `${inputsFingerprint(root)}\n`);
}
