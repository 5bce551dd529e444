// `npm run build`: the client, then the server bundle, then the stamp `npm start` compares against.
import { spawnSync } from 'node:child_process';
import { writeBuildStamp } from './build-stamp.js';

for (const workspace of ['web', 'functions']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
writeBuildStamp();
