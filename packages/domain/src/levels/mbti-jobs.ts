/**
 * The reference table of spec section 3: five example jobs per type, each tied to a real
 * ROME 4.0 fiche (codes checked against the imported referential in an API test).
 * Our own choice of jobs: examples to explore, never a list of what a type "should" do.
 */
export interface MbtiJob {
  title: string;
  romeCode: string;
}

const job = (title: string, romeCode: string): MbtiJob => ({ title, romeCode });

export const MBTI_JOBS: Readonly<Record<string, readonly MbtiJob[]>> = {
  INTJ: [
    job('Ingénieur·e de recherche scientifique', 'K2402'),
    job('Data scientist', 'M1405'),
    job('Architecte du bâtiment', 'F1101'),
    job('Ingénieur·e en intelligence artificielle', 'M1889'),
    job('Analyste financier·ère', 'M1201'),
  ],
  INTP: [
    job('Développeur·se informatique', 'M1805'),
    job('Chercheur·se en sciences humaines et sociales', 'K2401'),
    job('Astrophysicien·ne', 'K2410'),
    job('Ingénieur·e statisticien·ne', 'M1414'),
    job('Analyste en cybersécurité', 'M1844'),
  ],
  ENTJ: [
    job('Dirigeant·e d’entreprise', 'M1301'),
    job('Chef·fe de projet', 'M1828'),
    job('Responsable marketing', 'M1705'),
    job('Expert·e-comptable', 'M1211'),
    job('Directeur·rice environnement', 'A1312'),
  ],
  ENTP: [
    job('Chef·fe de projet jeux vidéo', 'E1115'),
    job('Directeur·rice de création', 'E1128'),
    job('Chef·fe de produit', 'M1703'),
    job('Ingénieur·e d’affaires', 'H1102'),
    job('Urbaniste', 'K1807'),
  ],
  INFJ: [
    job('Psychologue', 'K1104'),
    job('Conseiller·ère d’orientation psychologue', 'K1107'),
    job('Écrivain·e', 'E1102'),
    job('Conseiller·ère en insertion professionnelle', 'K1801'),
    job('Orthophoniste', 'J1406'),
  ],
  INFP: [
    job('Dessinateur·rice-illustrateur·rice', 'E1211'),
    job('Éducateur·rice spécialisé·e', 'K1207'),
    job('Traducteur·rice', 'E1108'),
    job('Musicien·ne', 'L1202'),
    job('Ergothérapeute', 'J1403'),
  ],
  ENFJ: [
    job('Professeur·e de collège et de lycée', 'K2107'),
    job('Formateur·rice', 'K2111'),
    job('Conseiller·ère en développement personnel', 'K1103'),
    job('Directeur·rice des ressources humaines', 'M1503'),
    job('Chef·fe de projet événementiel', 'E1107'),
  ],
  ENFP: [
    job('Chargé·e de communication', 'E1112'),
    job('Journaliste', 'E1106'),
    job('Community manager', 'E1101'),
    job('Conseiller·ère en création d’entreprise', 'K1804'),
    job('Concepteur·rice de jeux vidéo', 'E1125'),
  ],
  ISTJ: [
    job('Comptable', 'M1203'),
    job('Contrôleur·se de gestion', 'M1204'),
    job('Notaire', 'K1901'),
    job('Responsable logistique', 'N1301'),
    job('Géomètre-topographe', 'F1107'),
  ],
  ISFJ: [
    job('Infirmier·ère en soins généraux', 'J1506'),
    job('Aide-soignant·e', 'J1501'),
    job('Auxiliaire de puériculture', 'J1304'),
    job('Assistant·e ressources humaines', 'M1501'),
    job('Bibliothécaire', 'K1603'),
  ],
  ESTJ: [
    job('Directeur·rice d’hôtel', 'G1411'),
    job('Responsable d’entrepôt logistique', 'N1302'),
    job('Chef·fe de cuisine', 'G1601'),
    job('Officier·ère des forces armées', 'K1715'),
    job('Juge', 'K1904'),
  ],
  ESFJ: [
    job('Professeur·e des écoles', 'K2106'),
    job('Assistant·e social·e', 'K1201'),
    job('Infirmier·ère de prévention', 'J1505'),
    job('Chargé·e de recrutement', 'M1502'),
    job('Diététicien·ne', 'J1402'),
  ],
  ISTP: [
    job('Mécanicien·ne avion', 'I1602'),
    job('Électricien·ne de maintenance', 'I1309'),
    job('Technicien·ne de maintenance industrielle', 'I1304'),
    job('Pilote de drone', 'N2206'),
    job('Menuisier·ère', 'H2206'),
  ],
  ISFP: [
    job('Designer graphique', 'E1205'),
    job('Photographe', 'E1201'),
    job('Fleuriste', 'D1209'),
    job('Concepteur·rice paysagiste', 'A1206'),
    job('Pâtissier·ère', 'D1104'),
  ],
  ESTP: [
    job('Commercial·e grands comptes', 'D1402'),
    job('Officier·ère de police', 'K1704'),
    job('Entraîneur·e sportif·ve', 'G1208'),
    job('Conducteur·rice de travaux', 'F1201'),
    job('Ambulancier·ère', 'J1305'),
  ],
  ESFP: [
    job('Animateur·rice événementiel', 'L1104'),
    job('Comédien·ne', 'L1203'),
    job('Éducateur·rice sportif·ve', 'G1204'),
    job('Guide-accompagnateur·rice', 'G1201'),
    job('Coiffeur·se', 'D1202'),
  ],
};

/** Every ROME code of the table, once each. */
export function mbtiRomeCodes(): string[] {
  return [...new Set(Object.values(MBTI_JOBS).flatMap((jobs) => jobs.map((j) => j.romeCode)))];
}
