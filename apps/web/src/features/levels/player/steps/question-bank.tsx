import { Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

interface QuestionBankProps {
  bank: { theme: string; questions: string[] }[];
  onPick: (question: string) => void;
}

/** Good open questions by theme, to take as they are or to adapt. */
export function QuestionBank({ bank, onPick }: QuestionBankProps) {
  return (
    <details className="rounded-xl bg-brand-50 p-4">
      <summary className="cursor-pointer font-semibold">Besoin d’idées ? La banque de questions</summary>
      <div className="mt-3 flex flex-col gap-4">
        {bank.map((theme) => (
          <section key={theme.theme} aria-label={theme.theme}>
            <h3 className="font-semibold text-ink">{theme.theme}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {theme.questions.map((question) => (
                <li key={question} className="flex items-center justify-between gap-3">
                  <span>{question}</span>
                  <Button size="sm" variant="ghost" onClick={() => onPick(question)}>
                    <Plus aria-hidden="true" className="size-4" />
                    Ajouter
                    <span className="sr-only"> la question « {question} »</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}
