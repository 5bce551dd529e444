import fs from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../../functions/src/testing/free-port';
import { expect, test } from '../support/fixtures';
import { ServerProcess } from '../support/server-process';
import { waitForServiceWorker } from '../support/service-worker';

// Issue 12: a deploy reaches open pages as "A new version is available — reload", and never as a
// stale shell. Release B is release A with a marker in its page and its worker, as a rebuild
// with any change would differ.
const RELEASES_DIR = path.resolve(import.meta.dirname, '../../.test-data/e2e-app-update');
const BUILT = path.resolve(import.meta.dirname, '../../web/dist');

function makeRelease(name: string): string {
  const dir = path.join(RELEASES_DIR, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(BUILT, dir, { recursive: true });
  // The shell and every page prerendered from it.
  const prerenderedDir = path.join(dir, 'prerendered');
  const pages = [
    path.join(dir, 'index.html'),
    ...fs
      .readdirSync(prerenderedDir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(prerenderedDir, file)),
  ];
  for (const page of pages) {
    fs.writeFileSync(
      page,
      fs
        .readFileSync(page, 'utf8')
        .replace('<head>', `<head>\n    <meta name="release" content="${name}" />`),
    );
  }
  const workerPath = path.join(dir, 'service-worker.js');
  fs.appendFileSync(workerPath, `\n// release ${name}\n`);
  // The build's compressed copies of the worker would still be release A's.
  for (const copy of [`${workerPath}.br`, `${workerPath}.gz`]) fs.rmSync(copy, { force: true });
  return dir;
}

test.describe.configure({ timeout: 150_000 });
// These specs are about the service worker, which the config blocks for every other spec.
test.use({ serviceWorkers: 'allow' });

test('a new release shows "A new version is available", and reloading switches to it', async ({
  page,
}) => {
  const port = await findFreePort();
  const releaseA = new ServerProcess(port, 'e2e-app-update-a', { WEB_DIST: makeRelease('a') });
  const releaseB = new ServerProcess(port, 'e2e-app-update-b', { WEB_DIST: makeRelease('b') });
  const release = page.locator('meta[name="release"]');
  const updateBar = page.getByTestId('update-available');
  try {
    await releaseA.start();
    await page.goto(`${releaseA.origin}/`);
    await waitForServiceWorker(page);
    await expect(release).toHaveAttribute('content', 'a');
    await expect(updateBar).toHaveCount(0);

    await releaseA.stop();
    await releaseB.start();
    await page.reload();
    // No stale shell: the page comes from the network while it answers.
    await expect(release).toHaveAttribute('content', 'b');
    await expect(updateBar).toContainText('A new version is available', { timeout: 30_000 });

    await updateBar.getByRole('button', { name: 'Reload' }).click();
    await expect(updateBar).toHaveCount(0, { timeout: 30_000 });
    await expect(release).toHaveAttribute('content', 'b');
    // Release B's worker took over: none is left waiting, and it controls the reloaded page.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(worker).toEqual({ waiting: false, controlled: true });
  } finally {
    await releaseA.stop();
    await releaseB.stop();
  }
});
