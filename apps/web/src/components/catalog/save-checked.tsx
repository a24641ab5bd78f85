import { formatNumber } from '@declic/domain';
import { useState } from 'react';
import { SaveSelection } from './saved-list';

interface SaveMutation {
  isPending: boolean;
  mutate(
    ids: string[],
    callbacks: { onSuccess(result: { saved: number }): void; onError(error: Error): void },
  ): void;
}

interface SaveCheckedProps {
  ids: string[];
  clear(): void;
  save: SaveMutation;
  /** Feminine nouns only here: "formation", "offre". */
  noun: string;
}

/** Adds the checked rows to the personal list and says how many were new ("2 offres ajoutées"). */
export function SaveChecked({ ids, clear, save, noun }: SaveCheckedProps) {
  const [message, setMessage] = useState<string>();
  const onSave = () =>
    save.mutate(ids, {
      onSuccess: ({ saved }) => {
        const plural = saved > 1 ? 's' : '';
        setMessage(
          saved === 0
            ? 'Déjà dans ta liste.'
            : `${formatNumber(saved)} ${noun}${plural} ajoutée${plural} à ta liste.`,
        );
        clear();
      },
      onError: (error) => setMessage(error.message),
    });
  return <SaveSelection count={ids.length} pending={save.isPending} message={message} onSave={onSave} />;
}
