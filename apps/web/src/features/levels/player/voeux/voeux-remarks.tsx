import type { VoeuxRemark } from '@declic/domain';
import { Button } from '../../../../components/ui/button';
import type { Wish } from './wish';
import { WishName, WishRow } from './wish-row';

interface VoeuxRemarksProps {
  remarks: VoeuxRemark[];
  isListed: (code: string) => boolean;
  full: boolean;
  onAdd: (wish: Wish) => void;
}

/** What the server thinks of the list, each remark with the real formations it suggests. */
export function VoeuxRemarks({ remarks, isListed, full, onAdd }: VoeuxRemarksProps) {
  if (remarks.length === 0) return null;
  return (
    <section aria-labelledby="avis-liste" className="flex flex-col gap-3 rounded-2xl bg-surface-soft p-4">
      <h3 id="avis-liste" className="font-display text-lg font-bold">
        Mon avis sur ta liste
      </h3>
      <ul className="flex flex-col gap-4">
        {remarks.map((remark) => (
          <li key={remark.code} className="flex flex-col gap-2">
            <p className={remark.blocking ? 'font-semibold text-coral-700' : 'font-semibold'}>
              {remark.blocking ? 'À corriger : ' : 'Conseil : '}
              {remark.message}
            </p>
            {remark.suggestions.length > 0 ? (
              <ul aria-label="Formations proposées" className="flex flex-col gap-2">
                {remark.suggestions.map((suggestion) => (
                  <li key={suggestion.code}>
                    <WishRow
                      wish={suggestion}
                      action={
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={isListed(suggestion.code) || full}
                          onClick={() => onAdd(suggestion)}
                        >
                          {isListed(suggestion.code) ? 'Dans ta liste' : 'Ajouter'}
                          <WishName wish={suggestion} />
                        </Button>
                      }
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
