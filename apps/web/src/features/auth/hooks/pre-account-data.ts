import {
  type AvatarConfig,
  avatarConfigSchema,
  cachedQuestionnaireSchema,
  PRE_ACCOUNT_STORAGE,
  type QuestionnaireResponse,
} from '@declic/domain';

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** The avatar and questionnaire answers built before the account, to send with the registration. */
export function readPreAccountData(): {
  avatarData: AvatarConfig | null;
  questionnaireResponses: QuestionnaireResponse[];
} {
  const avatar = avatarConfigSchema.safeParse(readJson(PRE_ACCOUNT_STORAGE.avatar));
  const questionnaire = cachedQuestionnaireSchema.safeParse(readJson(PRE_ACCOUNT_STORAGE.questionnaire));
  const answers = questionnaire.success ? questionnaire.data.answers : {};
  return {
    avatarData: avatar.success ? avatar.data : null,
    questionnaireResponses: Object.entries(answers)
      .map(([id, answer]) => ({ question_id: Number(id), answer }))
      .filter((response) => Number.isInteger(response.question_id) && response.question_id > 0),
  };
}
