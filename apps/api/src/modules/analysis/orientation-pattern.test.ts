import fs from 'node:fs';
import { type AnswerValue, buildOrientationAnalysis } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { answerQuestionnaire } from '../../../test/orientation';
import { listOrientationItems } from '../questionnaire/questionnaire.repository';
import { loadCatalogue } from '../rome/catalogue.repository';

/** The fixed answers the Playwright journey gives, and the jobs it must then see. */
const pattern = JSON.parse(
  fs.readFileSync(new URL('../../../../../e2e/tests/orientation-pattern.json', import.meta.url), 'utf8'),
) as { answers: AnswerValue[]; expectedHollandCode: string; expectedTopJobs: string[] };

describe(`réponses du parcours e2e sur le catalogue de démonstration (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('le moteur prédit le code et les trois premiers métiers que le parcours vérifie', async () => {
    const items = await listOrientationItems(t.database);
    const catalogue = await loadCatalogue(t.database);
    expect(catalogue.source).toBe('demo');
    const analysis = buildOrientationAnalysis({
      items,
      answers: new Map(items.map((item, i) => [item.id, pattern.answers[i]!])),
      catalogue: catalogue.metiers,
      catalogueSource: catalogue.source,
    });
    expect(analysis.personalityType).toBe(pattern.expectedHollandCode);
    expect(analysis.jobRecommendations.slice(0, 3).map((job) => job.title)).toEqual(pattern.expectedTopJobs);
  });

  it('l’API donne les mêmes trois métiers après un vrai envoi', async () => {
    const user = await createTestUser(t);
    await answerQuestionnaire(t, user, pattern.answers);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/generate-analysis',
      headers: user.headers,
      payload: { userId: user.id },
    });
    const titles = (response.json().results.jobRecommendations as Array<{ title: string }>).map(
      (job) => job.title,
    );
    expect(titles.slice(0, 3)).toEqual(pattern.expectedTopJobs);
  });
});
