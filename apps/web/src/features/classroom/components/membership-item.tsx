import { type Membership, SHAREABLE_ITEM_LABELS, SHAREABLE_ITEMS } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { ConfirmInPlace } from '../../../components/ui/confirm-in-place';
import { CheckboxField } from '../../../components/ui/field';
import { useLeaveClassroom, useSetSharing } from '../api/memberships';
import { TEXTES } from '../textes';
import { ClassroomFacts } from './classroom-summary';

/** One class the student is in: its four switches (all off at first), and the way out. */
interface MembershipItemProps {
  membership: Membership;
  onSaved(): void;
  onLeft(name: string): void;
}

export function MembershipItem({ membership, onSaved, onLeft }: MembershipItemProps) {
  const setSharing = useSetSharing();
  const leave = useLeaveClassroom();
  const { id, classroom } = membership;
  // While a switch is being saved, it shows what the student asked for.
  const sharing =
    setSharing.isPending && setSharing.variables ? setSharing.variables.sharing : membership.sharing;
  const error = setSharing.error ?? leave.error;
  const headingId = `classe-${id}`;

  return (
    <li className="flex flex-col gap-4 rounded-2xl border-2 border-line p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {classroom.name}
      </h3>
      <ClassroomFacts classroom={classroom} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{TEXTES.sharingTitle}</legend>
        {SHAREABLE_ITEMS.map((item) => (
          <CheckboxField
            key={item}
            label={SHAREABLE_ITEM_LABELS[item]}
            checked={sharing[item]}
            disabled={setSharing.isPending || leave.isPending}
            onCheckedChange={(checked) =>
              setSharing.mutate({ id, sharing: { ...sharing, [item]: checked } }, { onSuccess: onSaved })
            }
          />
        ))}
      </fieldset>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <ConfirmInPlace
        action={TEXTES.leave}
        question={TEXTES.leaveQuestion}
        confirm={TEXTES.leaveConfirm}
        keep={TEXTES.keep}
        pending={leave.isPending}
        onConfirm={() => leave.mutate(id, { onSuccess: () => onLeft(classroom.name) })}
        describedBy={headingId}
      />
    </li>
  );
}
