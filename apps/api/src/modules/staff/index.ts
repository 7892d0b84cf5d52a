// What the command line (`npm run staff`) needs of staff accounts; the staff API uses the same.
export { COMMAND_LINE_ACTOR } from '../../lib/audit-log.ts';
export { addStaffMember, removeStaffMember, resetStaffPassword, StaffAccountError } from './staff-accounts.ts';
export { findStaffMemberByEmail, listStaffMembers } from './staff.repository.ts';
