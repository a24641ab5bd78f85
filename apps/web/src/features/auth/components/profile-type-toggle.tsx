import { PROFILE_TYPE_LABELS, PROFILE_TYPES } from '@declic/domain';

/**
 * Étudiant (default), Entreprise or Enseignant, as radio buttons that look like a switch: the
 * chosen one is drawn by CSS (`has-checked`), so the switch works before any script. Sign-in
 * checks the account's type, so a teacher chooses « Enseignant » (only sign-up forms are apart).
 */
export function ProfileTypeToggle() {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-ink">Je me connecte en tant que</legend>
      <div className="flex w-full max-w-md rounded-full border-2 border-brand-700 bg-white p-1">
        {PROFILE_TYPES.map((type) => (
          <label
            key={type}
            className="flex-1 cursor-pointer rounded-full px-2 py-2 text-center font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-checked:bg-brand-700 has-checked:text-white not-has-checked:text-brand-800 not-has-checked:hover:bg-brand-50"
          >
            <input
              type="radio"
              name="profile_type"
              value={type}
              defaultChecked={type === 'student'}
              className="sr-only"
            />
            {PROFILE_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
