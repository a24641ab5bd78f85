import { PROFILE_TYPE_LABELS, PROFILE_TYPES, type ProfileType } from '@declic/domain';
import { cx } from '../../../components/ui/cx';

/** Étudiant (default) or Entreprise, as a pair of radio buttons that look like a switch. */
export function ProfileTypeToggle({
  value,
  onChange,
}: {
  value: ProfileType;
  onChange: (value: ProfileType) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-ink">Je me connecte en tant que</legend>
      <div className="inline-flex rounded-full border-2 border-brand-700 bg-white p-1">
        {PROFILE_TYPES.map((type) => (
          <label
            key={type}
            className={cx(
              'cursor-pointer rounded-full px-4 py-2 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
              value === type ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
            )}
          >
            <input
              type="radio"
              name="profile_type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {PROFILE_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
