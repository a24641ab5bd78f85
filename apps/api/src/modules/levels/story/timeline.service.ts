import { journeyTimeline, readAnalysisResults, type TimelineEvent, typographieFr } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { latestAnalysis } from '../../analysis';
import { readAllPassedSteps } from '../engine/step-answers.repository';

async function joinedAt(database: DatabaseHandle, userId: string): Promise<string> {
  const [row] = await database.query<{ created_at: Date | string }>(
    'SELECT created_at FROM users WHERE id = $1',
    [userId],
  );
  return new Date(row?.created_at ?? Date.now()).toISOString();
}

/** The questionnaire and the tests of levels 4 and 5, as moments of the timeline. */
async function analyses(database: DatabaseHandle, userId: string) {
  const [orientation, personality, english] = await Promise.all([
    latestAnalysis(database, userId, 'orientation'),
    latestAnalysis(database, userId, 'mbti'),
    latestAnalysis(database, userId, 'niveau5'),
  ]);
  const moments = [];
  if (orientation) {
    const code = readAnalysisResults(orientation.results)?.riasec?.code;
    moments.push({
      level: null,
      title: 'Ton profil d’orientation',
      detail: code ? `Code Holland ${code}` : 'Ton questionnaire analysé',
      createdAt: orientation.createdAt,
    });
  }
  if (personality) {
    const type = readAnalysisResults(personality.results)?.personalityType;
    moments.push({
      level: 4,
      title: 'Niveau 4 · Ton test de personnalité',
      detail: type ? `Profil ${type}` : 'Ta personnalité analysée',
      createdAt: personality.createdAt,
    });
  }
  if (english) {
    const level = english.results.englishLevel;
    moments.push({
      level: 5,
      title: 'Niveau 5 · Ton test d’anglais',
      detail: typeof level === 'string' ? `Niveau ${level}` : 'Ton niveau d’anglais mesuré',
      createdAt: english.createdAt,
    });
  }
  return moments;
}

/** Level 28's timeline of the caller's own journey. */
export async function timelineFor(database: DatabaseHandle, userId: string): Promise<TimelineEvent[]> {
  const [joined, moments, rows] = await Promise.all([
    joinedAt(database, userId),
    analyses(database, userId),
    readAllPassedSteps(database, userId),
  ]);
  return journeyTimeline({ joinedAt: joined, analyses: moments, rows }).map((event) => ({
    ...event,
    detail: typographieFr(event.detail),
  }));
}
