import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An ONISEP « Fiches formations » export and a Parcoursup CSV in miniature, written by the team
 * (invented attendus and schools, shaped like the real files): CDATA HTML with the « Attendus
 * nationaux » heading, lists, prose, BUT parcours sharing their attendus, BTS options that do
 * not, broken fiches; programmes named the way Parcoursup names them.
 */

const heading =
  "<h5>Attendus nationaux de la plateforme d'inscription dans l'enseignement supérieur Parcoursup</h5>";

const list = (items: string[]) => `<ul>${items.map((item) => `<li>\n<p>${item}</p>\n</li>`).join('\n')}</ul>`;

const fiche = (id: string, libelle: string, attendus?: string) =>
  `<formation>
    <identifiant>${id}</identifiant>
    <libelle_complet>${libelle}</libelle_complet>
    <type_Formation><type_formation_sigle>X</type_formation_sigle><type_formation_libelle_court>X</type_formation_libelle_court><type_formation_libelle>formation exemple</type_formation_libelle></type_Formation>
    ${attendus === undefined ? '' : `<attendus>${attendus}</attendus>`}
  </formation>`;

const BUT_INFO = `<![CDATA[
  ${heading}
  <p>SAVOIRS DE BASE</p>
  ${list(['Écrire un compte rendu court et clair,', 'Lire sans peine une notice technique en anglais,'])}
  <p>GOÛT DU CONCRET</p>
  ${list(['Aimer démonter un problème en petites étapes.'])}
]]>`;

/** Attendus of « BUT informatique » as the fixture states them, once read. */
export const FIXTURE_BUT_INFO_ATTENDUS = [
  'Écrire un compte rendu court et clair',
  'Lire sans peine une notice technique en anglais',
  'Aimer démonter un problème en petites étapes.',
];

export const ATTENDUS_FIXTURE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<formations>
${fiche('FOR.11', "BUT informatique parcours conception d'applications", BUT_INFO)}
${fiche('FOR.12', 'BUT informatique parcours données et décision', BUT_INFO)}
${fiche(
  'FOR.20',
  "Diplôme d'Etat d'infirmier",
  `<![CDATA[${heading}
  <p>Une introduction qui présente le métier et n'est pas un attendu, même si elle est longue.</p>
  ${list(['Goût pour le soin  : attention portée aux autres ;', 'Rigueur &amp; méthode dans le travail en équipe'])}
  <p>Un paragraphe final sur le questionnaire, hors de la liste.</p>]]>`,
)}
${fiche(
  'FOR.30',
  'licence mention histoire',
  `<![CDATA[${heading}
  <p>Il est attendu des candidats en licence Histoire :</p>
  <p>      Savoir lire des documents anciens     </p>
  <p>Cette mention demande de comparer des sources et d&#39;en tirer une chronologie.</p>
  <p>Court.</p>
  <p></p>]]>`,
)}
${fiche('FOR.41', 'BTS maintenance des engins option A engins de chantier', `<![CDATA[${list(['Aimer les machines de chantier et leur mécanique'])}]]>`)}
${fiche('FOR.42', 'BTS maintenance des engins option B engins agricoles', `<![CDATA[${list(['Aimer les tracteurs, les moissonneuses et les champs'])}]]>`)}
${fiche('FOR.50', 'BTS fabrication de jouets', undefined)}
${fiche('FOR.60', 'BTS jouets cassés', '<![CDATA[<p>Une CDATA jamais refermée</p>')}
${fiche('PAS.UN.ID', 'BTS sans identifiant', `<![CDATA[${list(['Un attendu sans fiche ONISEP valable'])}]]>`)}
${fiche('FOR.70', 'BTS vide', `<![CDATA[${heading}<ul><li><p> </p></li></ul>]]>`)}
</formations>`;

const CSV_HEADER =
  'statut_etablissement,code_uai,etablissement,region,filiere_formation,coordonnees_gps,code_departement_derive_uai,latitude,longitude';

/** Invented Parcoursup rows, named the way the 2025 CSV names its programmes. */
const CSV_ROWS = [
  'Public,0330001A,Iut Exemple,Nouvelle Aquitaine,BUT   Informatique,,33,,',
  'Public,0330002B,Ifsi Exemple,Nouvelle Aquitaine,D.E Infirmier,,33,,',
  'Public,0330003C,Universite Exemple,Nouvelle Aquitaine,Licence   Histoire   Parcours Europe,,33,,',
  'Public,0330004D,Lycee Exemple,Nouvelle Aquitaine,BTS   Production   Maintenance des engins option engins agricoles,,33,,',
  'Public,0330004D,Lycee Exemple,Nouvelle Aquitaine,BTS   Production   Maintenance des engins,,33,,',
  'Public,0330004D,Lycee Exemple,Nouvelle Aquitaine,CPGE   MPSI,,33,,',
  'Public,0330003C,Universite Exemple,Nouvelle Aquitaine,Licence   Droit,,33,,',
];

/** A data folder laid out like shared/data with the CSV rows above and the ONISEP fixture. */
export function writeAttendusDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-attendus-'));
  fs.mkdirSync(path.join(dir, 'formations'));
  fs.writeFileSync(
    path.join(dir, 'formations/parcoursup_2099_formations_7.csv'),
    `${CSV_HEADER}\n${CSV_ROWS.join('\n')}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'formations/Onisep_Ideo_Fiches_Formations_fixture.xml'),
    ATTENDUS_FIXTURE_XML,
  );
  return dir;
}
