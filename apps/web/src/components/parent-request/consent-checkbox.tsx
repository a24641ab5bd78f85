/** The parent's consent, its full text as the label of the box they tick. */
export function ConsentCheckbox({
  text,
  checked,
  onChange,
}: {
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-3 rounded-xl border-2 border-line bg-white p-4">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{text}</span>
    </label>
  );
}
