import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMemberships } from '../api/memberships';
import { TEXTES } from '../textes';
import { JoinClassroom } from './join-classroom';
import { MembershipItem } from './membership-item';

/**
 * Profile card « Ma classe »: join a class by its code, choose what it sees, leave it.
 * `initialCode`: the code the class's QR code carried (/app/rejoindre/:code), typed in already.
 */
export function ClassroomCard({ initialCode }: { initialCode?: string } = {}) {
  const memberships = useMemberships();
  const [status, setStatus] = useState('');
  const [joiningAnother, setJoiningAnother] = useState(Boolean(initialCode));
  const list = memberships.data ?? [];

  const joined = (name: string) => {
    setJoiningAnother(false);
    setStatus(TEXTES.joined(name));
  };
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{TEXTES.cardTitle}</h2>
      {memberships.isPending ? (
        <p className="text-ink-soft">Chargement…</p>
      ) : memberships.isError ? (
        <Alert tone="error">{TEXTES.loadError}</Alert>
      ) : (
        <>
          {list.length > 0 ? (
            <ul aria-label={TEXTES.cardTitle} className="flex flex-col gap-3">
              {list.map((membership) => (
                <MembershipItem
                  key={membership.id}
                  membership={membership}
                  onSaved={() => setStatus(TEXTES.sharingSaved)}
                  onLeft={(name) => setStatus(TEXTES.left(name))}
                />
              ))}
            </ul>
          ) : null}
          {list.length === 0 || joiningAnother ? (
            <JoinClassroom
              initialCode={initialCode}
              onJoined={joined}
              onCancel={list.length > 0 ? () => setJoiningAnother(false) : undefined}
            />
          ) : (
            <Button variant="secondary" className="self-start" onClick={() => setJoiningAnother(true)}>
              {TEXTES.joinAnother}
            </Button>
          )}
        </>
      )}
      <p role="status" className="text-sm font-semibold text-mint-700">
        {status}
      </p>
    </Card>
  );
}
