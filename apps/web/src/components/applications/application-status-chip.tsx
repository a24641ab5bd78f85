import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@declic/domain';
import { Chip, type ChipTone } from '../ui/chip';

const TONES: Record<ApplicationStatus, ChipTone> = { envoyee: 'sun', acceptee: 'mint', refusee: 'coral' };

/** Where an application stands, the same on the company's side and the student's. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Chip>;
}
