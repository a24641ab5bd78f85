import type { QuestionOrigin } from '@declic/domain';
import { Chip } from '../../../../components/ui/chip';

interface QuestionCardProps {
  number: number;
  total: number;
  asker: string;
  text: string;
  origin: QuestionOrigin;
}

const ORIGINS: Record<QuestionOrigin, string> = {
  ia: 'Question de l’IA',
  banque: 'Question de notre banque',
};

/** One question of the interview, with who asks it and where it comes from (AI or bank). */
export function QuestionCard({ number, total, asker, text, origin }: QuestionCardProps) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
        <span className="font-semibold">
          Question {number} sur {total} · {asker}
        </span>
        <Chip tone={origin === 'ia' ? 'sun' : 'neutral'}>{ORIGINS[origin]}</Chip>
      </p>
      <p className="rounded-2xl rounded-tl-sm border-2 border-line bg-white p-3 text-lg font-semibold">
        {text}
      </p>
    </div>
  );
}
