import { listPermissionCatalogue, MODULES, permissionModule } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { modules, permissions, subModules } from '../schema';

/** Modules, sub-modules and permissions of PRODUCT §4, upserted on every start (idempotent). */
export async function seedCatalogue(db: DbOrTx): Promise<void> {
  const moduleRows = await db
    .insert(modules)
    .values(MODULES.map((m, i) => ({ name: m.name, slug: m.slug, displayOrder: i + 1 })))
    .onConflictDoUpdate({
      target: modules.name,
      set: { slug: sql`excluded.slug`, displayOrder: sql`excluded.display_order` },
    })
    .returning({ id: modules.id, name: modules.name });
  const moduleId = new Map(moduleRows.map((m) => [m.name, m.id]));
  const idOf = (name: string) => {
    const id = moduleId.get(name);
    if (id === undefined) throw new Error(`permission refers to unknown module ${name}`);
    return id;
  };

  await db
    .insert(subModules)
    .values(
      MODULES.flatMap((m) =>
        m.nodes.map((n, i) => ({ moduleId: idOf(m.name), name: n.name, path: n.path, displayOrder: i + 1 })),
      ),
    )
    .onConflictDoUpdate({
      target: [subModules.moduleId, subModules.name],
      set: { path: sql`excluded.path`, displayOrder: sql`excluded.display_order` },
    });

  await db
    .insert(permissions)
    .values(
      listPermissionCatalogue().map((p) => ({ name: p.name, moduleId: idOf(permissionModule(p.name)) })),
    )
    .onConflictDoNothing({ target: permissions.name });
}
