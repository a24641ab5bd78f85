import { randomBytes } from 'node:crypto';
import type { TestApp, TestUser } from '../../../test/helper';

/** A class of `teacher`, made through the API; its code as the class sees it. */
export async function aClassroomOf(t: TestApp, teacher: TestUser, name = 'Première 2') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/classrooms',
    headers: teacher.headers,
    payload: { name, grade: 'premiere', schoolYear: '2026-2027' },
  });
  return response.json() as { id: string; joinCode: string; name: string };
}

/** `student` joins with `code` through the API; the membership's id. */
export async function joinAs(t: TestApp, student: TestUser, code: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/classrooms/join',
    headers: student.headers,
    payload: { code },
  });
  if (response.statusCode !== 201) throw new Error(`adhésion refusée : ${response.body}`);
  return response.json().id;
}

/** Makes a student `age` years old, with (or without) a parent's consent to the sign-up. */
export async function underAge(
  t: TestApp,
  student: TestUser,
  age: number,
  consent: 'accord' | 'attente' | 'retire',
) {
  await t.database.query('UPDATE profiles SET age = $2 WHERE user_id = $1', [student.id, age]);
  await t.database.query(
    `INSERT INTO parent_requests (student_id, purpose, parent_email, token_hash, expires_at, consented_at, withdrawn_at)
     VALUES ($1, 'inscription', 'parent@example.fr', $2, now() + interval '7 days', $3, $4)`,
    [
      student.id,
      randomBytes(16).toString('hex'),
      consent === 'attente' ? null : new Date(),
      consent === 'retire' ? new Date() : null,
    ],
  );
}
