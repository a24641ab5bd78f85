import type { AiChatRequest } from '@declic/domain';
import type { TestApp, TestUser } from '../../../test/helper';

/** The spec's level 1 request (mode advisor, advisorType fiche-metier, empty history). */
export function jobSheetRequest(jobTitle: string): Partial<AiChatRequest> {
  return {
    mode: 'advisor',
    advisorType: 'fiche-metier',
    jobTitle,
    history: [],
    message: `Fais-moi une fiche métier pour « ${jobTitle} » : une description de 150 à 200 mots sur un ton informel, sans markdown, le salaire en France pour un débutant et un salaire médian, et 3 à 5 écoles.`,
  };
}

/** POST /api/chat/ai as a user: the status and the JSON answer. */
export async function askAi(t: TestApp, user: TestUser | null, payload: Partial<AiChatRequest>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/ai',
    headers: user?.headers ?? {},
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

export async function setDepartment(t: TestApp, user: TestUser, department: string): Promise<void> {
  await t.database.query('UPDATE profiles SET department = $2 WHERE user_id = $1', [user.id, department]);
}
