import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createStaffAuth } from '@rennfeld/api';
import { createDatabase, migrateToLatest } from '@rennfeld/api/db';
import {
  addStaffMember,
  COMMAND_LINE_ACTOR,
  findStaffMemberByEmail,
  listStaffMembers,
  removeStaffMember,
  resetStaffPassword,
  StaffAccountError,
} from '@rennfeld/api/staff';
import { StaffEmailSchema, StaffRoleSchema } from '@rennfeld/contract/staff';
import { readAuthSecret } from './auth-secret.ts';
import { loadConfig, servesHttps } from './config.ts';

const USAGE = `Usage: npm run staff -- <command>

  add --email EMAIL --role admin|editor [--name NAME]   add a staff member
  list                                                  list staff members
  reset-password --email EMAIL                          set a new password, end their sessions
  remove --email EMAIL                                  remove a staff member

The password comes from STAFF_PASSWORD, or is asked for on a terminal; never from the command line.`;

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write(question);
    // Echo nothing of what is typed (readline writes through the output stream).
    (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    terminal.question('', (answer) => {
      terminal.close();
      write('\n');
      resolve(answer);
    });
  });
}

/** STAFF_PASSWORD, or typed twice on a terminal; a non-terminal without it is refused. */
async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.STAFF_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY) {
    throw new UsageError('No password: set STAFF_PASSWORD, or run the command in a terminal to type it.');
  }
  const password = await askHidden('Password (at least 12 characters): ');
  if ((await askHidden('The same password again: ')) !== password) throw new UsageError('The passwords differ.');
  return password;
}

function requireEmail(email: string | undefined): string {
  if (!email) throw new UsageError('Give --email EMAIL.');
  const parsed = StaffEmailSchema.safeParse(email);
  if (!parsed.success) throw new UsageError(`Not an e-mail address: ${email}`);
  return parsed.data;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }

  const config = loadConfig();
  const { db } = createDatabase({ url: config.DATABASE_URL });
  try {
    await migrateToLatest(db);
    const auth = createStaffAuth({ db, secret: readAuthSecret(config), secureCookies: servesHttps(config) });
    const context = { db, auth, actor: COMMAND_LINE_ACTOR, ipAddress: null };
    const findByEmail = async (email: string) => {
      const member = await findStaffMemberByEmail(db, email);
      if (!member) throw new UsageError(`No staff member has the e-mail ${email}.`);
      return member;
    };

    switch (command) {
      case 'add': {
        const email = requireEmail(values.email);
        const role = StaffRoleSchema.safeParse(values.role);
        if (!role.success) throw new UsageError('Give --role admin or --role editor.');
        const password = await readPassword();
        const member = await addStaffMember(context, { email, role: role.data, name: values.name ?? email, password });
        console.log(`Added ${member.email} (${member.role}).`);
        break;
      }
      case 'list': {
        const { data } = await listStaffMembers(db, { page: 1, perPage: 500, sort: 'email', order: 'ASC' });
        if (data.length === 0)
          console.log('No staff members yet. Add one with: npm run staff -- add --email EMAIL --role admin');
        for (const member of data) {
          const twoFactor = member.twoFactorEnabled ? '  2FA' : '';
          console.log(`${member.email}  ${member.role}  since ${member.createdAt.slice(0, 10)}${twoFactor}`);
        }
        break;
      }
      case 'reset-password': {
        const member = await findByEmail(requireEmail(values.email));
        await resetStaffPassword(context, member.id, await readPassword());
        console.log(`New password set for ${member.email}; their sessions have ended.`);
        break;
      }
      case 'remove': {
        const member = await findByEmail(requireEmail(values.email));
        await removeStaffMember(context, member.id);
        console.log(`Removed ${member.email}.`);
        break;
      }
      default:
        throw new UsageError(`Unknown command: ${command}\n\n${USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof StaffAccountError ? error.message : error);
  process.exit(1);
});
