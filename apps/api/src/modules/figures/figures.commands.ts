import { FIGURE_IDS, type FigureId, figureBodySchema } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { currentFigures, saveFigure } from './figures.service';

export const FIGURE_COMMAND_HELP: [string, string][] = [
  ['chiffres', 'liste les chiffres datés (valeur, date, source, à vérifier)'],
  [
    'chiffre <id> <valeur JSON> <en vigueur AAAA-MM-JJ> <à revoir AAAA-MM-JJ> <url source> <raison…>',
    'change un chiffre daté',
  ],
];

/** A mistake in a figure command, said in French; the CLI prints it with exit code 2. */
export class FigureCommandError extends Error {}

function describeFigure(figure: Awaited<ReturnType<typeof currentFigures>>[number]): string {
  const flags = [figure.toReview ? 'à vérifier' : '', figure.edited ? 'changé par l’équipe' : '']
    .filter(Boolean)
    .join(', ');
  return `${figure.id} = ${JSON.stringify(figure.value)} depuis le ${figure.appliesFrom}, à revoir le ${figure.reviewBy}${flags ? ` (${flags})` : ''} — ${figure.source.url}`;
}

/** `chiffres` and `chiffre …` of `npm run admin`; undefined when the command is another one. */
export async function runFigureCommand(
  database: DatabaseHandle,
  args: string[],
): Promise<string | undefined> {
  const [name, id, value, appliesFrom, reviewBy, sourceUrl, ...reason] = args;
  if (name === 'chiffres') return (await currentFigures(database)).map(describeFigure).join('\n');
  if (name !== 'chiffre') return undefined;
  if (!id || !FIGURE_IDS.includes(id as FigureId)) {
    throw new FigureCommandError(
      `Chiffre inconnu : « ${id ?? ''} ». Les chiffres : ${FIGURE_IDS.join(', ')}.`,
    );
  }
  let parsedValue: unknown;
  try {
    parsedValue = JSON.parse(value ?? '');
  } catch {
    throw new FigureCommandError(
      `La valeur doit être du JSON, par exemple 12.31 ou {"moins18":[27,39,55],…}.`,
    );
  }
  const current = (await currentFigures(database)).find((figure) => figure.id === id);
  const body = figureBodySchema.safeParse({
    value: parsedValue,
    appliesFrom,
    reviewBy,
    sourceLabel: current?.source.label,
    sourceUrl,
    reason: reason.join(' '),
  });
  if (!body.success) throw new FigureCommandError(body.error.issues.map((issue) => issue.message).join(' '));
  const saved = await saveFigure(database, id as FigureId, body.data, { staffId: null, via: 'cli' });
  return `✔ ${describeFigure(saved)}`;
}
