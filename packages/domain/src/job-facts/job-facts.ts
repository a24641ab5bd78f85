/** What our data says about one job (ROME fiche, ONISEP, DARES, catalogues), for sheets and the advisor. */
export interface JobFacts {
  /** The job as asked (free text or ROME code). */
  query: string;
  /** The matched ROME 4.0 fiche, null when nothing matched well enough. */
  romeCode: string | null;
  /** The fiche's official title, or the asked text. */
  title: string;
  /** First line of the ROME definition (summary), then the missions, one per line. */
  definition: string;
  access: string;
  skills: string[];
  /** ONISEP minimum access level ("Bac + 2"), when an ONISEP métier matches. */
  accessLevel: string | null;
  /** ONISEP minimum formations (names only), the training paths. */
  trainingPaths: string[];
  salary: {
    beginner: { text: string; metier: string; url: string | null } | null;
    medians: Array<{ fap: string; libelle: string | null; median: number; periode: string }>;
  };
  formations: JobFormation[];
  offers: { count: number; departement: string | null; sample: JobOffer[] };
}

export interface JobFormation {
  name: string;
  place: string | null;
  url: string | null;
}

export interface JobOffer {
  title: string;
  place: string | null;
  company: string | null;
  contract: string | null;
  url: string | null;
}

/** The summary line and the missions of a ROME definition. */
export function splitDefinition(definition: string): { summary: string; missions: string[] } {
  const lines = definition
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { summary: lines[0] ?? '', missions: lines.slice(1) };
}
