import { ANSWER_VALUES, PERSONALITY_ITEMS, type Question } from '@declic/domain';

/** The level 4 quiz as served by GET /api/questionnaire/questions?type=mbti: 40 items, 5 choices. */
export function mbtiQuestions(): Question[] {
  return PERSONALITY_ITEMS.map((item) => ({ id: item.id, contenu: item.text, choices: [...ANSWER_VALUES] }));
}
