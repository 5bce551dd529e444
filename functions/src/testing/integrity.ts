import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';

/**
 * Checks a stopped server's PGlite directory the way an operator would after a crash: every
 * B-tree index agrees with its table (amcheck, heap included), and every foreign key finds its
 * row. (Partitioned parents hold no entries; their partitions' indexes are checked.) Returns the
 * problems found; none means the database is whole.
 */
export async function checkPgliteIntegrity(pgliteDir: string): Promise<string[]> {
  const client = await PGlite.create(pgliteDir, { extensions: { amcheck } });
  const problems: string[] = [];
  try {
    await client.exec('create extension if not exists amcheck');
    const indexes = await client.query<{ name: string }>(`
      select c.oid::regclass::text as name
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where am.amname = 'btree' and c.relkind = 'i' and i.indisvalid and c.relpersistence = 'p'
        and n.nspname not in ('pg_catalog', 'information_schema')`);
    for (const { name } of indexes.rows) {
      try {
        await client.query('select bt_index_check($1::regclass, true)', [name]);
      } catch (error) {
        problems.push(`index ${name}: ${(error as Error).message}`);
      }
    }
    const foreignKeys = await client.query<{
      name: string;
      child: string;
      parent: string;
      childColumns: string[];
      parentColumns: string[];
    }>(`
      select con.conname as name, con.conrelid::regclass::text as child, con.confrelid::regclass::text as parent,
        array(select quote_ident(attname) from unnest(con.conkey) with ordinality k(num, ord)
              join pg_attribute on attrelid = con.conrelid and attnum = k.num order by k.ord) as "childColumns",
        array(select quote_ident(attname) from unnest(con.confkey) with ordinality k(num, ord)
              join pg_attribute on attrelid = con.confrelid and attnum = k.num order by k.ord) as "parentColumns"
      from pg_constraint con
      join pg_namespace n on n.oid = con.connamespace
      where con.contype = 'f' and n.nspname not in ('pg_catalog', 'information_schema')`);
    for (const fk of foreignKeys.rows) {
      const joined = fk.childColumns
        .map((column, index) => `p.${fk.parentColumns[index]} = c.${column}`)
        .join(' and ');
      const present = fk.childColumns.map((column) => `c.${column} is not null`).join(' and ');
      const orphans = await client.query<{ count: number }>(
        `select count(*)::int as count from ${fk.child} c
         where ${present} and not exists (select 1 from ${fk.parent} p where ${joined})`,
      );
      const count = orphans.rows[0]?.count ?? 0;
      if (count > 0)
        problems.push(
          `foreign key ${fk.name}: ${count} rows of ${fk.child} without their ${fk.parent} row`,
        );
    }
  } finally {
    await client.close();
  }
  return problems;
}
