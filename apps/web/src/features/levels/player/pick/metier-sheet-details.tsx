import { romeApi, splitDefinition } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** The work contexts under their ROME heading (horaires, lieux, statut…), headings in first-seen order. */
function groupByType(contexts: Array<{ libelle: string; type: string }>): Array<[string, string[]]> {
  const groups = new Map<string, string[]>();
  for (const context of contexts)
    groups.set(context.type, [...(groups.get(context.type) ?? []), context.libelle]);
  return [...groups];
}

/** The real ROME sheet of a métier, folded: definition, missions, access, key skills and work contexts. */
export function MetierSheetDetails({ code, label }: { code: string; label: string }) {
  const sheet = useQuery({
    queryKey: ['rome-metier', code],
    queryFn: () => call(romeApi.metier, { params: { romeCode: code } }),
  });
  const definition = sheet.data ? splitDefinition(sheet.data.definition) : null;
  return (
    <details className="rounded-xl bg-brand-50 p-3">
      <summary className="cursor-pointer font-semibold">Lire la fiche « {label} »</summary>
      {sheet.isPending ? <p role="status">Chargement de la fiche…</p> : null}
      {sheet.isError ? <p role="alert">La fiche n’a pas pu être chargée. Réessaie plus tard.</p> : null}
      {sheet.data && definition ? (
        <div className="mt-2 flex flex-col gap-3 text-sm">
          <p>{definition.summary}</p>
          {definition.missions.length > 0 ? (
            <div>
              <h4 className="font-semibold">Ce qu’on y fait</h4>
              <ul className="list-disc pl-5">
                {definition.missions.map((mission) => (
                  <li key={mission}>{mission}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {sheet.data.accesMetier ? (
            <div>
              <h4 className="font-semibold">Comment y accéder</h4>
              <p className="whitespace-pre-line">{sheet.data.accesMetier}</p>
            </div>
          ) : null}
          {sheet.data.keySkills.length > 0 ? (
            <div>
              <h4 className="font-semibold">Compétences clés</h4>
              <ul className="list-disc pl-5">
                {sheet.data.keySkills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {sheet.data.contexts.length > 0 ? (
            <div>
              <h4 className="font-semibold">Conditions de travail</h4>
              {groupByType(sheet.data.contexts).map(([type, libelles]) => (
                <div key={type} className="mt-1">
                  {type ? <h5 className="font-medium">{type}</h5> : null}
                  <ul className="list-disc pl-5">
                    {libelles.map((libelle) => (
                      <li key={libelle}>{libelle}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : null}
          <p className="text-xs text-ink-soft">Source : fiche {code} du ROME 4.0, France Travail.</p>
        </div>
      ) : null}
    </details>
  );
}
