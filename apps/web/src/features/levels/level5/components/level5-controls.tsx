import { LogOut, Volume2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { canAdvance, currentStep, type Level5Control, type Level5State } from '../level5-machine';
import { LEVEL5_TEXTES as T } from '../textes';

interface Level5ControlsProps {
  state: Level5State;
  control: Level5Control;
  onMain: () => void;
  onReplay: () => void;
}

/** Quitter, Réécouter on audio steps, and Passer / Suivant / Terminer. */
export function Level5Controls({ state, control, onMain, onReplay }: Level5ControlsProps) {
  const step = currentStep(state);
  return (
    <>
      <ButtonLink to="/app/activites" variant="ghost" className="mr-auto">
        <LogOut aria-hidden="true" className="size-5" />
        {T.quit}
      </ButtonLink>
      {step.kind === 'audio' ? (
        <Button variant="secondary" onClick={onReplay}>
          <Volume2 aria-hidden="true" className="size-5" />
          {T.replay}
        </Button>
      ) : null}
      <Button onClick={onMain} disabled={control === 'Suivant' && !canAdvance(state)}>
        {control}
      </Button>
    </>
  );
}
