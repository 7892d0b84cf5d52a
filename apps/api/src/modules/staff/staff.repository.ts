import type { StaffMember, StaffMemberListQuery, StaffRole } from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';
import { anyColumnContains } from '../../lib/text-search.ts';

type Db = Kysely<Database>;

const SORT_COLUMNS = { createdAt: 'createdAt', email: 'email', name: 'name', role: 'role' } as const;

function toStaffMember(row: {
  id: string;
  email: string;
  name: string;
  role: string;
  twoFactorEnabled: boolean | number | null;
  createdAt: Date | string;
}): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const staffColumns = ['id', 'email', 'name', 'role', 'twoFactorEnabled', 'createdAt'] as const;

export async function listStaffMembers(
  db: Db,
  { page, perPage, sort, order, q }: StaffMemberListQuery,
): Promise<ListPage<StaffMember>> {
  let query = db.selectFrom('staff_user');
  if (q) query = query.where(anyColumnContains(['email', 'name'], q));
  return readListPage(
    query,
    (filtered) => filtered.select(staffColumns),
    { page, perPage, order, sortColumn: SORT_COLUMNS[sort] },
    toStaffMember,
  );
}

export async function findStaffMemberById(db: Db, id: string): Promise<StaffMember | undefined> {
  const row = await db.selectFrom('staff_user').select(staffColumns).where('id', '=', id).executeTakeFirst();
  return row && toStaffMember(row);
}

export async function findStaffMemberByEmail(db: Db, email: string): Promise<StaffMember | undefined> {
  const row = await db
    .selectFrom('staff_user')
    .select(staffColumns)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row && toStaffMember(row);
}

export async function countAdmins(db: Db): Promise<number> {
  const { total } = await db
    .selectFrom('staff_user')
    .where('role', '=', 'admin' satisfies StaffRole)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function updateStaffRole(db: Db, id: string, role: StaffRole): Promise<void> {
  await db.updateTable('staff_user').set({ role, updatedAt: new Date().toISOString() }).where('id', '=', id).execute();
}
