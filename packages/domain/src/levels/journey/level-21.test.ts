import { describe, expect, it } from 'vitest';
import type { Production } from '../../contracts/productions';
import { answerSchemaFor } from '../engine/answers';
import { checkPitch } from '../engine/checks';
import { type PitchAnswer, pitchPoints } from '../engine/pitch-check';
import type { PitchStep } from '../engine/steps';
import { LEVEL_21 } from './level-21';
import { stepOf } from './level-test-support';

const pitch = stepOf<PitchStep>(LEVEL_21, 'pitch');

const production = (level: number, label: string, text: string): Production => ({
  level,
  title: `Niveau ${level}`,
  items: [{ label, text }],
  summary: '',
  link: { to: `/app/niveau/${level}`, label: 'Revoir' },
});

const PRODUCTIONS = [
  production(18, 'Ton projet motivé pour « BUT - Informatique »', 'Le numérique me passionne.'),
  production(
    6,
    'Tes trois métiers',
    'Développeur / Développeuse web, Technicien / Technicienne réseau et Data analyste en entreprise',
  ),
  production(15, 'Ton CV', 'Léa Martin'),
  production(12, 'Tes savoir-être les plus marqués', 'Curiosité, rigueur'),
];
const POINTS = pitchPoints(PRODUCTIONS);

const parsed = (answer: Record<string, unknown>) =>
  answerSchemaFor(pitch).parse(answer) as unknown as PitchAnswer;

describe('niveau 21 : le pitch refait', () => {
  it('tire les points du pitch du parcours, dans l’ordre d’un pitch, un par niveau', () => {
    expect(POINTS.map((point) => point.id)).toEqual(['niveau-6', 'niveau-12', 'niveau-18']);
    expect(POINTS[0]?.label).toBe(
      'Tes trois métiers\u202f: Développeur / Développeuse web, Technicien / Technicienne réseau et Data analyste en…',
    );
  });

  it('passe avec 45 secondes, une note et trois points cochés, et compare avec le niveau 3', () => {
    const check = checkPitch(
      pitch,
      parsed({ durationSeconds: 45, rating: 9, points: ['niveau-6', 'niveau-12', 'niveau-18'] }),
      POINTS,
      7,
    );
    expect(check.problems).toEqual([]);
    expect(check.result).toEqual({
      kind: 'pitch',
      first: { rating: 7 },
      now: { rating: 9, durationSeconds: 45 },
      message:
        'Tu te donnes 9 sur 10, contre 7 au niveau 3\u202f: tout ce que tu as construit depuis s’entend.',
    });
  });

  it('demande un enregistrement assez long, une note, et les points du parcours', () => {
    const check = checkPitch(
      pitch,
      parsed({ durationSeconds: 12, points: ['niveau-6', 'inconnu'] }),
      POINTS,
      8,
    );
    expect(check.problems.map((p) => p.message)).toEqual([
      'Ton pitch a duré 12 secondes\u202f: vise au moins 30, tu as une minute.',
      'Donne-toi une note de 0 à 10.',
      'Coche les points dont ton pitch a parlé\u202f: 3 au moins (tu en as 1). Sinon, réenregistre-le en les glissant.',
    ]);
    expect(checkPitch(pitch, parsed({}), POINTS, null).problems[0]?.message).toBe(
      'Enregistre d’abord ton nouveau pitch.',
    );
  });

  it('refuse en français une durée au-delà d’une minute', () => {
    expect(answerSchemaFor(pitch).safeParse({ durationSeconds: 75 }).error?.issues[0]?.message).toBe(
      'Un pitch dure 60 secondes au plus.',
    );
  });
});
