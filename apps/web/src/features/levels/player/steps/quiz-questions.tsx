import { Check, X } from 'lucide-react';

export interface QuizResult {
  score: number;
  total: number;
  corrections: { questionId: string; chosen: number | null; answer: number; explanation: string }[];
}

interface QuizQuestionsProps {
  /** Questions as shown; the right answer is never needed here, the server gives it back. */
  questions: { id: string; text: string; options: string[] }[];
  answers: Record<string, number>;
  result?: QuizResult;
  onAnswer: (questionId: string, option: number) => void;
}

/** Radio groups, one per question, with the correction under each once the server has scored. */
export function QuizQuestions({ questions, answers, result, onAnswer }: QuizQuestionsProps) {
  return (
    <ol className="flex flex-col gap-5">
      {questions.map((question, number) => {
        const correction = result?.corrections.find((c) => c.questionId === question.id);
        const right = correction && correction.chosen === correction.answer;
        return (
          <li key={question.id}>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold text-ink">
                {number + 1}. {question.text}
              </legend>
              {question.options.map((option, index) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`question-${question.id}`}
                    checked={answers[question.id] === index}
                    onChange={() => onAnswer(question.id, index)}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  {option}
                </label>
              ))}
            </fieldset>
            {correction ? (
              <p className={`mt-2 flex gap-2 text-sm ${right ? 'text-mint-700' : 'text-coral-700'}`}>
                {right ? (
                  <Check aria-hidden="true" className="size-5 shrink-0" />
                ) : (
                  <X aria-hidden="true" className="size-5 shrink-0" />
                )}
                <span>
                  <span className="font-semibold">{right ? 'Bonne réponse. ' : 'Pas tout à fait. '}</span>
                  {correction.explanation}
                </span>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
