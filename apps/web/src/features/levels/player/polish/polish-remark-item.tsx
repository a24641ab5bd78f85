import type { PolishRemark } from '@declic/domain';
import { Check, Wand2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Chip } from '../../../../components/ui/chip';

interface PolishRemarkItemProps {
  remark: PolishRemark;
  busy: boolean;
  onFix: () => void;
  onKeep: () => void;
}

/** One remark of the final polish: what is wrong, the fix, and the two choices. */
export function PolishRemarkItem({ remark, busy, onFix, onKeep }: PolishRemarkItemProps) {
  const spelling = remark.kind === 'orthographe';
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <Chip tone="coral">{spelling ? 'Orthographe' : 'Typographie'}</Chip>
        <span>{remark.message}</span>
      </p>
      {spelling ? null : (
        <p className="text-sm">
          <span className="font-semibold">Avant&#8239;: </span>
          {remark.excerpt}
          <br />
          <span className="font-semibold">Après&#8239;: </span>
          {remark.replacement}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {remark.replacement ? (
          <Button size="sm" disabled={busy} onClick={onFix}>
            <Wand2 aria-hidden="true" className="size-4" />
            {spelling ? `Corriger en «\u202f${remark.replacement}\u202f»` : 'Corriger cette ligne'}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={onKeep}>
          <Check aria-hidden="true" className="size-4" />
          {spelling ? `Garder «\u202f${remark.excerpt}\u202f»` : 'Garder ma ligne'}
        </Button>
      </div>
    </li>
  );
}
