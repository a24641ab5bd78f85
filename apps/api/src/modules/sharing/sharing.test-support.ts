import { AVATAR_DEFAULTS, AVATAR_PROVIDER, avatarImageUrl, type ShareLink } from '@declic/domain';
import { expect } from 'vitest';
import { atLevel, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { answerQuestionnaire, answersForLetters } from '../../../test/orientation';

/** A level-4 student (SAE) with a last name, an avatar and an analysis: all that sharing asks for. */
export async function shareReadyStudent(t: TestApp, firstName = 'Inès'): Promise<TestUser> {
  const user = await atLevel(t, await createTestUser(t, { firstName }), 4);
  await t.database.query('UPDATE profiles SET last_name = $2 WHERE user_id = $1', [user.id, 'Benali']);
  const avatar = { ...AVATAR_DEFAULTS, seed: firstName };
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/results/avatar/temp',
    headers: user.headers,
    payload: { ...avatar, url: avatarImageUrl(avatar), provider: AVATAR_PROVIDER },
  });
  expect(saved.statusCode).toBe(200);
  await answerQuestionnaire(t, user, answersForLetters({ S: 'Oui', A: 'Un peu', E: 'Pas trop' }));
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/analysis/generate-analysis',
    headers: user.headers,
    payload: { userId: user.id },
  });
  expect(generated.statusCode).toBe(200);
  return user;
}

export async function createLink(t: TestApp, user: TestUser): Promise<ShareLink> {
  const response = await t.app.inject({ method: 'POST', url: '/api/share/results', headers: user.headers });
  expect(response.statusCode).toBe(201);
  return response.json().link;
}
