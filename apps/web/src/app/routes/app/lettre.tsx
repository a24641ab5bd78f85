import { LetterForm } from '../../../features/letters/components/letter-form';
import { MyLetters } from '../../../features/letters/components/my-letters';
import { TEXTES } from '../../../features/letters/textes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/lettre. The shell locks the entry below level 12; the API too. */
export default function LettrePage() {
  usePageTitle(TEXTES.title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.title}</h1>
      <LetterForm />
      <MyLetters />
    </div>
  );
}
