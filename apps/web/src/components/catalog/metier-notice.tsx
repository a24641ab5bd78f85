import { typographieFr } from '@declic/domain';
import { X } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * Shown when a job card of the results opened the catalogue: the list is matched to that one
 * job (?metier=ROME code), and one click goes back to the whole catalogue.
 */
export function MetierNotice({
  code,
  title,
  noun,
  onClear,
}: {
  code: string;
  title: string;
  noun: string;
  onClear(): void;
}) {
  if (!code) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-800"
    >
      <span>{typographieFr(`Les ${noun}s les plus proches du métier « ${title || code} ».`)}</span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
        Voir toutes les {noun}s
      </Button>
    </div>
  );
}
