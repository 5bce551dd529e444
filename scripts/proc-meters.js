// CPU and memory of processes, read from Linux's /proc: what the benchmarks report beside their
// figures, since the load generator, the server and the database share the machine's cores.
import { readFileSync, readdirSync } from 'node:fs';

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ). */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it has gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process on the machine (other databases' included). */
function postgresPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** Busy and total CPU seconds of the whole machine since boot, from /proc/stat. */
function machineCpu() {
  const ticks = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3] + ticks[4];
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

/** Who used the CPU during a run: the server, PostgreSQL, this process (autocannon), the rest. */
export function cpuMeter(serverPid) {
  // Backends started during the run (the server's pool grows on demand) count from zero.
  const postgresAtStart = new Map(postgresPids().map((pid) => [pid, cpuSeconds(pid)]));
  const sample = () => ({
    server: cpuSeconds(serverPid),
    own: process.cpuUsage(),
    machine: machineCpu(),
  });
  const start = sample();
  return () => {
    const end = sample();
    const postgres = postgresPids().reduce(
      (sum, pid) => sum + cpuSeconds(pid) - (postgresAtStart.get(pid) ?? 0),
      0,
    );
    const own = process.cpuUsage(start.own);
    const used = {
      server: end.server - start.server,
      postgres,
      loadGenerator: (own.user + own.system) / 1e6,
    };
    const busy = end.machine.busy - start.machine.busy;
    return {
      ...used,
      rest: Math.max(0, busy - used.server - used.postgres - used.loadGenerator),
      idle: end.machine.total - start.machine.total - busy,
    };
  };
}

/** Peak resident memory of a child, sampled from /proc while it runs. */
export function watchMemory(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      peak = Math.max(peak, Number(rss ?? 0) * 1024);
    } catch {
      // The process has exited.
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
