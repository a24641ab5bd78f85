import { typographieFr } from '@declic/domain';
import { Alert } from '../ui/alert';

/** Says which spelling was searched when the words as typed matched nothing. */
export function CorrectionNotice({
  typed,
  corrected,
  noun,
}: {
  typed: string;
  corrected?: string;
  noun: string;
}) {
  if (!corrected) return null;
  return (
    <Alert tone="info">
      {typographieFr(`Aucune ${noun} pour « ${typed} » : voici les ${noun}s pour « ${corrected} ».`)}
    </Alert>
  );
}
