import pg from 'pg';
import type { Cluster } from './cluster';
import type { Finding } from './checks';

/**
 * The app's schedules run hourly to weekly, too seldom to watch. For the proof every schedule is
 * set to run each minute in pg-boss's own table (each instance's timekeeper reads it on every
 * pass; an instance that starts writes its code's schedules back), and after a few minutes with
 * three instances each minute must have exactly one job per schedule.
 */
export async function everyScheduleEachMinute(cluster: Cluster): Promise<Date> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("update pgboss.schedule set cron = '* * * * *'");
    if (!rowCount) throw new Error('no schedules in pgboss.schedule');
    const { rows } = await client.query<{ now: Date }>('select now() as now');
    return rows[0]?.now ?? new Date();
  } finally {
    await client.end();
  }
}

/**
 * pg-boss hands each occurrence (schedule, minute) to its internal send-it queue as a singleton,
 * and that job, run once, creates the schedule's own job. So: every whole minute since the change
 * has exactly one hand-off per schedule, and each schedule has as many jobs as hand-offs.
 */
export async function schedulesRanOncePerMinute(cluster: Cluster, since: Date): Promise<Finding> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    // Whole minutes after the change only (the first may still have had the old cron), and not
    // the current one (its job may not exist yet).
    const { rows } = await client.query<{
      name: string;
      slots: number;
      handoffs: number;
      runs: number;
    }>(
      `with window_handoffs as (
         select data->>'name' as name, singleton_on, created_on from pgboss.job
          where name = '__pgboss__send-it'
            and singleton_on >= date_trunc('minute', $1::timestamptz at time zone 'UTC') + interval '1 minute'
            and singleton_on < date_trunc('minute', now() at time zone 'UTC'))
       select s.name,
              count(distinct h.singleton_on)::int as slots,
              count(h.singleton_on)::int as handoffs,
              (select count(*)::int from pgboss.job j
                where j.name = s.name
                  and j.created_on >= (select min(created_on) from window_handoffs w where w.name = s.name)
                  and j.created_on <= (select max(created_on) from window_handoffs w where w.name = s.name) + interval '20 seconds') as runs
         from pgboss.schedule s left join window_handoffs h on h.name = s.name
        group by s.name order by s.name`,
      [since],
    );
    const { rows: minutes } = await client.query<{ minutes: number }>(
      `select (extract(epoch from date_trunc('minute', now()) - date_trunc('minute', $1::timestamptz)) / 60 - 1)::int as minutes`,
      [since],
    );
    const expected = minutes[0]?.minutes ?? 0;
    const wrong = rows.filter(
      (row) => row.slots !== expected || row.handoffs !== expected || row.runs !== expected,
    );
    return {
      check:
        'each schedule runs once a period with three instances (every schedule set to each minute)',
      ok: expected >= 2 && rows.length > 0 && wrong.length === 0,
      detail:
        `${rows.length} schedules × ${expected} whole minutes` +
        (wrong.length > 0
          ? `; not once a minute: ${wrong.map((row) => `${row.name} ${row.slots} minutes, ${row.handoffs} hand-offs, ${row.runs} runs`).join('; ')}`
          : ': one hand-off and one run each'),
    };
  } finally {
    await client.end();
  }
}
