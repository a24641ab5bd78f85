import { type ClassLicencePrice, formatDate, licenceUnitPriceLabel } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useClassLicencePrice, useSetClassLicencePrice } from '../api/class-licence-price';

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);
const describe = (price: ClassLicencePrice) => licenceUnitPriceLabel(price.amountCents);

/** « 4 », « 4,50 » or « 4.5 » euros → 450 cents; null when it is not an amount. */
function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,4})(?:[,.](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The class licence's price per student and per school year (issue 47): none set, no offer. */
export function ClassLicencePriceEditor() {
  const price = useClassLicencePrice();
  const save = useSetClassLicencePrice();
  const [amount, setAmount] = useState('');
  const [appliesFrom, setAppliesFrom] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = centsOf(amount);
    if (!amountCents) {
      setAmountError('Écris un montant en euros, comme 4 ou 4,50.');
      return;
    }
    setAmountError(undefined);
    save.mutate(
      { amountCents, ...(appliesFrom ? { appliesFrom } : {}), ...(reason.trim() ? { reason } : {}) },
      {
        onSuccess: () => {
          setAmount('');
          setAppliesFrom('');
          setReason('');
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Licence de classe</h2>
      {price.data ? (
        <div role="status" className="flex flex-col gap-1">
          <p>
            {price.data.current
              ? `En vigueur\u202f: ${describe(price.data.current)}, depuis le ${day(price.data.current.appliesFrom)}.`
              : 'Aucun prix\u202f: la licence de classe n’est pas proposée aux enseignants.'}
          </p>
          {price.data.next ? (
            <p className="text-ink-soft">
              {`À partir du ${day(price.data.next.appliesFrom)}\u202f: ${describe(price.data.next)}.`}
            </p>
          ) : null}
        </div>
      ) : null}
      {price.isError ? <Alert tone="error">{price.error.message}</Alert> : null}
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2"
        aria-label="Changer le prix de la licence de classe"
      >
        <TextField
          label="Prix par élève et par année scolaire (€)"
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label="À partir du"
          type="date"
          optional
          hint="Aujourd’hui si vide. Une licence déjà payée garde son prix."
          value={appliesFrom}
          onChange={(event) => setAppliesFrom(event.target.value)}
        />
        <TextField
          label="Raison (gardée dans le journal)"
          optional
          className="sm:col-span-2"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" disabled={save.isPending} className="self-start">
          Enregistrer le prix
        </Button>
      </form>
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
    </Card>
  );
}
