import type pg from 'pg'

export interface TableInfo {
  name: string
  // Stored columns only: generated columns are computed again on restore.
  columns: string[]
  // Columns with a foreign key to the same table (a reply's parent comment).
  selfReferences: string[]
}

type Queryable = Pick<pg.Client, 'query'>

// The public schema's tables, each after every table it has a foreign key to, so a restore can
// insert table by table with every constraint checked.
export async function tablesInLoadOrder(client: Queryable): Promise<TableInfo[]> {
  const tables = await client.query<{ name: string; columns: string }>(`
    select c.relname as name,
           json_agg(a.attname order by a.attnum)::text as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                         and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     group by c.relname
     order by c.relname`)
  const references = await client.query<{ from_table: string; to_table: string; columns: string }>(`
    select src.relname as from_table, dst.relname as to_table,
           (select json_agg(attname)::text from pg_attribute
                  where attrelid = con.conrelid and attnum = any(con.conkey)) as columns
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class dst on dst.oid = con.confrelid
      join pg_namespace n on n.oid = src.relnamespace
     where con.contype = 'f' and n.nspname = 'public'`)
  const dependsOn = new Map<string, Set<string>>()
  const selfReferences = new Map<string, string[]>()
  for (const ref of references.rows) {
    if (ref.from_table === ref.to_table) {
      selfReferences.set(ref.from_table, [
        ...(selfReferences.get(ref.from_table) ?? []),
        ...(JSON.parse(ref.columns) as string[]),
      ])
    } else {
      const set = dependsOn.get(ref.from_table) ?? new Set<string>()
      set.add(ref.to_table)
      dependsOn.set(ref.from_table, set)
    }
  }
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  // JSON text, so the answer reads the same whichever type parsers the client uses.
  const byName = new Map(
    tables.rows.map((t) => [t.name, { name: t.name, columns: JSON.parse(t.columns) as string[] }]),
  )
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return
    visiting.add(name)
    for (const dependency of dependsOn.get(name) ?? []) visit(dependency)
    visiting.delete(name)
    const table = byName.get(name)
    if (!table) return
    placed.add(name)
    ordered.push({ ...table, selfReferences: selfReferences.get(name) ?? [] })
  }
  for (const name of byName.keys()) visit(name)
  return ordered
}
