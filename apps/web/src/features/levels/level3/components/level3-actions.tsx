import { RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { Level3Event, Level3State } from '../level3-machine';
import { LEVEL3_TEXTES as T } from '../textes';
import { SelfRating } from './self-rating';

/** Under the bubble: nothing while practising, the self-rating after, Recommencer below 8. */
export function Level3Actions({ state, send }: { state: Level3State; send: (event: Level3Event) => void }) {
  if (state.retry) {
    return (
      <Button onClick={() => send({ type: 'restart' })}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {T.restart}
      </Button>
    );
  }
  if (state.phase !== 'rate') return null;
  return (
    <SelfRating
      rating={state.rating}
      onRate={(value) => send({ type: 'rate', rating: value })}
      onValidate={() => send({ type: 'validate' })}
    />
  );
}
