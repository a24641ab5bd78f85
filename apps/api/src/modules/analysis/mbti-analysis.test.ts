import { MBTI_JOBS, mbtiRomeCodes, PERSONALITY_ITEMS } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { silentProgress } from '../../db/importers/progress';
import { romeImporter } from '../../db/importers/rome';

const dataDir = findDataDir();

interface Analysis {
  personalityType: string;
  personalityAnalysis: string;
  strengths: string[];
  riasecCode: string | null;
  jobRecommendations: Array<{ title: string; romeCode: string; skills: string[]; riasecMajeur?: string }>;
}

describe(`POST /api/analysis/generate-analysis-by-type (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const studentAtLevel = async (level: number) => atLevel(t, await createTestUser(t), level);
  /** Answers the 40 items through the real endpoint, agreeing with the poles of `type`. */
  async function answerToward(user: TestUser, type: string) {
    const answers = PERSONALITY_ITEMS.map((item) => ({
      question_id: item.id,
      answer: type.includes(item.pole) ? 'Oui' : 'Non',
    }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit?type=mbti',
      headers: user.headers,
      payload: { answers, questionnaireType: 'mbti' },
    });
    expect(response.statusCode).toBe(200);
  }
  const generate = (user: TestUser, userId: string = user.id) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analysis/generate-analysis-by-type',
      headers: user.headers,
      payload: { userId, questionnaireType: 'mbti' },
    });

  it('scores the stored answers, writes the portrait and stores it for the results page', async () => {
    const user = await studentAtLevel(4);
    await answerToward(user, 'INFJ');
    const response = await generate(user);
    expect(response.statusCode).toBe(200);
    const { analysis } = response.json() as { analysis: Analysis };
    expect(analysis.personalityType).toBe('INFJ');
    expect(analysis.personalityAnalysis).toContain('le confident inspiré');
    expect(analysis.strengths).toHaveLength(3);
    expect(analysis.jobRecommendations.map((job) => job.romeCode).sort()).toEqual(
      (MBTI_JOBS.INFJ ?? []).map((job) => job.romeCode).sort(),
    );
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/my-results?type=mbti',
      headers: user.headers,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results.personalityType).toBe('INFJ');
    expect(saved.json().level).toBe(4);
  });

  it('ranks the jobs with the student’s orientation profile when there is one', async () => {
    const user = await studentAtLevel(6);
    await answerToward(user, 'INFJ');
    await t.database.query(
      "INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', $2)",
      [user.id, JSON.stringify({ riasec: { code: 'SAI', letters: [] } })],
    );
    const { analysis } = (await generate(user)).json() as { analysis: Analysis };
    expect(analysis.riasecCode).toBe('SAI');
    expect(analysis.personalityAnalysis).toContain('profil d’orientation SAI');
  });

  it('refuses another student’s id (403), missing answers (400), and students below level 4 (403)', async () => {
    const user = await studentAtLevel(4);
    const other = await studentAtLevel(4);
    await answerToward(other, 'ESTP');
    const foreign = await generate(user, other.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('acces_refuse');
    const empty = await generate(user);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('reponses_absentes');
    const early = await studentAtLevel(3);
    await answerToward(early, 'ESTP');
    const gated = await generate(early);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('niveau_insuffisant');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/generate-analysis-by-type',
      headers: user.headers,
      payload: { userId: user.id, questionnaireType: 'orientation' },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  describeWithData('with the real ROME 4.0 referential imported', () => {
    beforeAll(async () => {
      await romeImporter.run({ database: t.database, dataDir: dataDir!, progress: silentProgress });
    }, 180_000);

    it('maps every job of the reference table to an existing ROME fiche', async () => {
      const codes = mbtiRomeCodes();
      const rows = await t.database.query<{ code_rome: string }>(
        "SELECT code_rome FROM rome_metiers WHERE source = 'rome' AND code_rome = ANY($1::text[])",
        [codes],
      );
      expect(rows.map((row) => row.code_rome).sort()).toEqual([...codes].sort());
    });

    it('gives each recommended job the key skills and RIASEC code of its fiche', async () => {
      const user = await studentAtLevel(4);
      await answerToward(user, 'ISTP');
      const { analysis } = (await generate(user)).json() as { analysis: Analysis };
      for (const job of analysis.jobRecommendations) {
        expect(job.skills.length).toBeGreaterThan(0);
        expect(job.riasecMajeur).toMatch(/^[RIASEC]$/);
      }
    });
  });
});
