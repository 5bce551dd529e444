// `npm run dev`: the API with hot restart (tsx watch) on :3001 and Vite with hot module reload
// on :3000, which proxies /api, /v1 and the health checks to the API. Open http://localhost:3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'src/index.ts'], {
    cwd: 'functions',
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '3001',
      API_ONLY: 'true',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: process.env.DATA_DIR ?? '../.data',
    },
  }),
  spawn('vite', ['--port', '3000', '--strictPort'], { cwd: 'web', stdio: 'inherit' }),
];

function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) stopAll('SIGTERM');
  });
}
