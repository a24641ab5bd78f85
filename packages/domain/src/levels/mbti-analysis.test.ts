import { describe, expect, it } from 'vitest';
import { buildMbtiAnalysis } from './mbti-analysis';
import { type MbtiJobFiche, rankMbtiJobs, riasecAgreement } from './mbti-job-ranking';
import { MBTI_JOBS } from './mbti-jobs';
import { PERSONALITY_ITEMS } from './personality-items';
import { PERSONALITY_PORTRAITS } from './personality-portraits';
import { type PersonalityAnswer, scorePersonality } from './personality-scoring';

const ALL_TYPES = ['E', 'I'].flatMap((a) =>
  ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => `${a}${b}${c}${d}`))),
);

function answersToward(poles: string): Map<number, PersonalityAnswer> {
  return new Map(PERSONALITY_ITEMS.map((item) => [item.id, poles.includes(item.pole) ? 'Oui' : 'Non']));
}

const fiche = (code: string, keySkills: string[] = ['Accueillir le public']): MbtiJobFiche => ({
  riasecMajeur: code[0] as MbtiJobFiche['riasecMajeur'],
  riasecMineur: (code[1] ?? null) as MbtiJobFiche['riasecMineur'],
  keySkills,
});

describe('portraits and reference table of level 4', () => {
  it('has one portrait with three strengths and five ROME-coded jobs for each of the 16 types', () => {
    expect(PERSONALITY_PORTRAITS.map((p) => p.type).sort()).toEqual([...ALL_TYPES].sort());
    for (const type of ALL_TYPES) {
      expect(PERSONALITY_PORTRAITS.find((p) => p.type === type)?.strengths).toHaveLength(3);
      expect(MBTI_JOBS[type]).toHaveLength(5);
      for (const job of MBTI_JOBS[type] ?? []) expect(job.romeCode).toMatch(/^[A-N]\d{4}$/);
    }
  });

  it('uses French typography: no plain space before a colon, typographic apostrophes', () => {
    const texts = PERSONALITY_PORTRAITS.flatMap((p) => [
      p.title,
      p.summary,
      p.howYouWork,
      p.watchOuts,
      ...p.strengths,
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/ [:;!?]/);
      expect(text).not.toContain("'");
    }
  });
});

describe('crossing the table with the RIASEC profile', () => {
  it('weights the student’s first letters and the fiche’s major code', () => {
    expect(riasecAgreement(fiche('IA'), 'IAS')).toBe(2 * 3 + 2);
    expect(riasecAgreement(fiche('RC'), 'IAS')).toBe(0);
    expect(riasecAgreement(fiche('SI'), 'IAS')).toBe(2 * 1 + 3);
    expect(riasecAgreement(undefined, 'IAS')).toBe(0);
    expect(riasecAgreement(fiche('IA'), null)).toBe(0);
  });

  it('ranks the type’s jobs by agreement, keeps the table order on ties, and carries key skills', () => {
    const [first, second, , , fifth] = MBTI_JOBS.INTP ?? [];
    const fiches = new Map([
      [fifth!.romeCode, fiche('AS', ['Créer des visuels'])],
      [second!.romeCode, fiche('AI')],
      [first!.romeCode, fiche('RC')],
    ]);
    const ranked = rankMbtiJobs('INTP', [], fiches, 'ASE');
    expect(ranked.map((job) => job.romeCode).slice(0, 2)).toEqual([fifth!.romeCode, second!.romeCode]);
    expect(ranked[0]?.skills).toEqual(['Créer des visuels']);
    expect(ranked).toHaveLength(5);
    expect(rankMbtiJobs('INTP', [], fiches, null).map((job) => job.romeCode)).toEqual(
      (MBTI_JOBS.INTP ?? []).map((job) => job.romeCode),
    );
  });

  it('adds a close neighbour’s job after the type’s own five, at most six in all', () => {
    const ranked = rankMbtiJobs('ENTJ', ['INTJ'], new Map(), null);
    expect(ranked).toHaveLength(6);
    expect(ranked.slice(0, 5).every((job) => job.ownType)).toBe(true);
    expect(ranked[5]).toMatchObject({ ownType: false, romeCode: MBTI_JOBS.INTJ?.[0]?.romeCode });
  });
});

describe('level 4 analysis', () => {
  it('builds the portrait prose, strengths and jobs of a clear-cut type', () => {
    const result = scorePersonality(PERSONALITY_ITEMS, answersToward('ISFP'));
    const analysis = buildMbtiAnalysis({ result, fiches: new Map(), hollandCode: 'ASR' });
    expect(analysis.personalityType).toBe('ISFP');
    expect(analysis.personalityAnalysis).toContain('L’artiste sensible'.toLowerCase());
    expect(analysis.personalityAnalysis).toContain('Introversion 100');
    expect(analysis.personalityAnalysis).toContain('profil d’orientation ASR');
    expect(analysis.strengths).toHaveLength(3);
    expect(analysis.closeTo).toEqual([]);
    expect(analysis.jobRecommendations).toHaveLength(5);
  });

  it('says honestly when an axis is almost even and names the neighbouring type', () => {
    const answers = answersToward('ESTJ');
    // One E item answered the other way on each side brings E/I to 50 %.
    const eiItems = PERSONALITY_ITEMS.filter((item) => item.axis === 'EI');
    for (const item of eiItems.slice(0, 5)) answers.set(item.id, 'Je ne sais pas');
    for (const item of eiItems.slice(5)) answers.set(item.id, 'Je ne sais pas');
    const analysis = buildMbtiAnalysis({
      result: scorePersonality(PERSONALITY_ITEMS, answers),
      fiches: new Map(),
      hollandCode: null,
    });
    expect(analysis.personalityType).toBe('ESTJ');
    expect(analysis.neighbours).toEqual(['ISTJ']);
    expect(analysis.personalityAnalysis).toContain('proche de ISTJ');
    expect(analysis.jobRecommendations).toHaveLength(6);
  });
});
