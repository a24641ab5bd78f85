import { displayedLevel, FREE_LEVEL_LIMIT, MAX_LEVEL } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { FIGURE_COMMAND_HELP, runFigureCommand } from '../figures';
import { type AdminUserRow, findUserByEmail } from './admin.repository';
import { setLevel, setPaid, setStaff } from './admin.service';

const COMMAND_HELP: [string, string][] = [
  ['show <email>', 'affiche le compte (niveau, payant, équipe)'],
  [`set-level <email> <1-${MAX_LEVEL}>`, 'place l’élève au début de ce niveau'],
  ['set-paid <email> true|false', 'donne ou retire le statut payant'],
  ['set-staff <email> true|false', 'donne ou retire le statut équipe'],
];

export const USAGE = [
  'Usage : npm run admin -- <commande>',
  '',
  ...COMMAND_HELP.map(([command, help]) => `  ${command.padEnd(32)}${help}`),
  ...FIGURE_COMMAND_HELP.map(([command, help]) => `  ${command}\n  ${''.padEnd(32)}${help}`),
  '',
  'La base est celle de DATABASE_URL, sinon la base embarquée de DATA_DIR (serveur arrêté).',
].join('\n');

/** Commands about the dated figures rather than one account. */
export const FIGURE_COMMANDS = ['chiffres', 'chiffre'];

/** A mistake in the command line: printed as is, exit code 2. */
export class UsageError extends Error {}

type Command = (database: DatabaseHandle, user: AdminUserRow, value?: string) => Promise<AdminUserRow>;

export const COMMANDS: Record<string, { needsValue: boolean; run: Command }> = {
  show: { needsValue: false, run: async (_database, user) => user },
  'set-level': {
    needsValue: true,
    run: (database, user, value) => setLevel(database, user.id, parseLevel(value)),
  },
  'set-paid': {
    needsValue: true,
    run: (database, user, value) => setPaid(database, user.id, parseFlag(value)),
  },
  'set-staff': {
    needsValue: true,
    run: (database, user, value) => setStaff(database, user.id, parseFlag(value)),
  },
};

function parseLevel(value = ''): number {
  const level = Number(value);
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    throw new UsageError(`Niveau invalide : « ${value} ». Donnez un nombre entier de 1 à ${MAX_LEVEL}.`);
  }
  return level;
}

function parseFlag(value = ''): boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  throw new UsageError(`Valeur invalide : « ${value} ». Donnez true ou false.`);
}

function describe(user: AdminUserRow): string {
  const shown = displayedLevel(user.level, user.isPaid);
  const capped =
    shown < user.level
      ? ` (affiché ${shown} : sans statut payant, l’élève voit au plus le niveau ${FREE_LEVEL_LIMIT})`
      : '';
  return `${user.email} — niveau ${user.level}${capped}, payant : ${user.isPaid ? 'oui' : 'non'}, équipe : ${user.isStaff ? 'oui' : 'non'}`;
}

/** Runs one `npm run admin` command on an open database; returns the line to print. */
export async function runAdminCommand(database: DatabaseHandle, args: string[]): Promise<string> {
  const figureOutput = await runFigureCommand(database, args);
  if (figureOutput !== undefined) return figureOutput;
  const [name, email, value] = args;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(name ? `Commande inconnue : « ${name} ».\n\n${USAGE}` : USAGE);
  if (!email || (command.needsValue && value === undefined)) throw new UsageError(USAGE);
  const user = await findUserByEmail(database, email);
  if (!user) throw new UsageError(`Aucun compte n’utilise l’adresse ${email}.`);
  return `✔ ${describe(await command.run(database, user, value))}`;
}
