import { formatDate, PAYMENT_RIGHTS } from '@declic/domain';

/** The buyer's rights, each with its source and the date the rule applies from. */
export function PaymentRights({ title = 'Tes droits' }: { title?: string }) {
  return (
    <section aria-labelledby="titre-droits" className="flex flex-col gap-2">
      <h2 id="titre-droits" className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {PAYMENT_RIGHTS.map((right) => (
          <li key={right.text}>
            <p>{right.text}</p>
            <p className="text-xs text-ink-soft">
              Source{'\u202F'}: <a href={right.source.url}>{right.source.label}</a>, en vigueur depuis le{' '}
              {formatDate(right.appliesFrom)}.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
