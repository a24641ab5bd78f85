import { type AdminUser, formatDate } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useFindAccount, useSearchAccounts, useSetFlag } from '../api/staff';
import { TEXTES } from '../textes';
import { AccountRequests } from './account-requests';

/**
 * Finds an account by its full e-mail, or lists the accounts whose e-mail or name contains the
 * text; then grants or removes its paid access with a reason.
 */
export function AccountFinder() {
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const [deleted, setDeleted] = useState(false);
  const find = useFindAccount();
  const list = useSearchAccounts();

  function search(event: FormEvent) {
    event.preventDefault();
    setChosen(null);
    setDeleted(false);
    const text = email.trim();
    if (text.includes('@') && /\.\w+$/.test(text)) {
      list.reset();
      find.mutate(text, { onSuccess: setChosen });
    } else {
      find.reset();
      list.mutate(text);
    }
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{TEXTES.findTitle}</h2>
      <form onSubmit={search} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label={TEXTES.email}
          hint={TEXTES.emailHint}
          autoComplete="off"
          className="min-w-64 flex-1"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={find.isPending || !email.trim()}>
          {TEXTES.find}
        </Button>
      </form>
      {find.isError ? <Alert tone="error">{find.error.message}</Alert> : null}
      {list.isError ? <Alert tone="error">{list.error.message}</Alert> : null}
      {list.data && !chosen ? (
        list.data.users.length === 0 ? (
          <p className="text-ink-soft">{TEXTES.noMatch}</p>
        ) : (
          <ul aria-label="Comptes trouvés" className="flex flex-col gap-2">
            {list.data.users.map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-line p-3"
              >
                <span className="break-all">
                  <span className="font-semibold">{user.name || user.email}</span>
                  <span className="block text-sm text-ink-soft">
                    {user.email} · {TEXTES.level(user.level)}
                  </span>
                </span>
                <Button size="sm" variant="secondary" onClick={() => setChosen(user)}>
                  {TEXTES.open}
                  <span className="sr-only"> {user.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {deleted ? (
        <p role="status" className="font-semibold text-mint-700">
          Compte supprimé. Le journal garde l’action et sa raison.
        </p>
      ) : null}
      {chosen ? (
        <AccountCard
          key={chosen.id}
          account={chosen}
          onDeleted={() => {
            setChosen(null);
            setDeleted(true);
          }}
        />
      ) : null}
    </Card>
  );
}

function AccountCard({ account, onDeleted }: { account: AdminUser; onDeleted: () => void }) {
  const [shown, setShown] = useState(account);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const setPaid = useSetFlag('paid');
  const setStaff = useSetFlag('staff');

  function change(mutation: typeof setPaid, value: boolean) {
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    mutation.mutate(
      { id: shown.id, value, reason: reason.trim() },
      { onSuccess: (updated) => setShown(updated) },
    );
  }
  const failed = setPaid.error ?? setStaff.error;

  return (
    <section aria-label={shown.email} className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4">
      <p className="font-semibold break-all">{shown.email}</p>
      <p className="text-sm text-ink-soft">
        {shown.name ? `${shown.name} · ` : ''}inscription le {formatDate(shown.createdAt)} · dernière activité
        le {formatDate(shown.lastActiveAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Chip>{TEXTES.level(shown.level)}</Chip>
        <Chip tone={shown.isPaid ? 'mint' : 'neutral'}>
          {TEXTES.paid(shown.isPaid)}
          {shown.paidOrigin ? ` (${TEXTES.paidOrigin[shown.paidOrigin]})` : ''}
        </Chip>
        {shown.consent ? <Chip tone="neutral">{TEXTES.consent[shown.consent]}</Chip> : null}
        {shown.isStaff ? <Chip tone="sun">{TEXTES.staff}</Chip> : null}
      </div>
      <TextAreaField
        label={TEXTES.reason}
        hint={TEXTES.reasonHint}
        rows={2}
        maxLength={300}
        value={reason}
        error={missing ? TEXTES.reasonMissing : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => change(setPaid, !shown.isPaid)} disabled={setPaid.isPending}>
          {shown.isPaid ? TEXTES.revoke : TEXTES.grant}
        </Button>
        <Button
          variant="secondary"
          onClick={() => change(setStaff, !shown.isStaff)}
          disabled={setStaff.isPending}
        >
          {shown.isStaff ? TEXTES.removeStaff : TEXTES.makeStaff}
        </Button>
      </div>
      <AccountRequests
        account={shown}
        reason={reason}
        onMissingReason={() => setMissing(true)}
        onDeleted={onDeleted}
      />
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {setPaid.isSuccess || setStaff.isSuccess ? (
        <p role="status" className="font-semibold text-mint-700">
          {TEXTES.saved}
        </p>
      ) : null}
    </section>
  );
}
