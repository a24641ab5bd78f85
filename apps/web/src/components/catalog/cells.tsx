/** Open-data links end up in href: only http(s) addresses are rendered as links. */
export const isWebLink = (value: string | null): value is string => !!value && /^https?:\/\//i.test(value);

/** A value, or the spec's placeholder for missing data ('Lieu non renseigné'…), set apart in italics. */
export function OrPlaceholder({ value, placeholder }: { value: string | null; placeholder: string }) {
  return value ? <span>{value}</span> : <span className="italic text-ink-soft">{placeholder}</span>;
}
