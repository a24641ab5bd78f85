import { Lock } from 'lucide-react';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';

/** What a student sees before reaching the level that opens a section (the server's message). */
export function LockedSection({ message }: { message: string }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 text-center">
      <Lock aria-hidden="true" className="size-10 text-brand-700" />
      <p className="text-lg font-semibold">{message}</p>
      <p className="text-ink-soft">Continue tes missions pour débloquer cette section.</p>
      <ButtonLink to="/app/activites" variant="primary">
        Retour aux activités
      </ButtonLink>
    </Card>
  );
}
