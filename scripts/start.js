// `npm start`: builds only when a source changed since the last build, then runs the server in
// this process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { isBuildCurrent } from './build-stamp.js';

if (isBuildCurrent()) {
  console.log('The build is up to date; starting Bulwark.');
} else {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../functions/dist/index.js');
