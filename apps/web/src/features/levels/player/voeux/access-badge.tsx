import { ACCESS_CATEGORY_LABELS, type AccessCategory, accessCategory, formatNumber } from '@declic/domain';
import { Chip, type ChipTone } from '../../../../components/ui/chip';

const TONES: Record<AccessCategory, ChipTone> = {
  reve: 'coral',
  ambitieux: 'sun',
  sur: 'mint',
  inconnu: 'neutral',
};

/** « Sûr · 88 % »: the family of a wish and its access rate, in words (never colour alone). */
export function AccessBadge({ taux }: { taux: number | null }) {
  const category = accessCategory(taux);
  return (
    <Chip tone={TONES[category]}>
      {ACCESS_CATEGORY_LABELS[category]}
      {taux === null ? null : ` · ${formatNumber(Math.round(taux))}\u00a0%`}
    </Chip>
  );
}
