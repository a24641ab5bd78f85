/** The Visale rent guarantee (Action Logement) for a student: age limit and rent ceilings. */
export interface VisaleScale {
  ageMax: number;
  studentRentCeiling: { ileDeFrance: number; elsewhere: number };
}

export interface VisaleComputation {
  eligible: boolean;
  plafondLoyer: number;
  ileDeFrance: boolean;
  ageMax: number;
}

const ILE_DE_FRANCE_DEPARTEMENTS = new Set(['75', '77', '78', '91', '92', '93', '94', '95']);

/** Whether a commune (INSEE code) is in Île-de-France, where Visale's student rent ceiling is higher. */
export function isIleDeFrance(communeInsee: string): boolean {
  return ILE_DE_FRANCE_DEPARTEMENTS.has(communeInsee.slice(0, 2));
}

/** Eligible up to the age limit, for a rent (when there is one) within the student ceiling. */
export function visaleForStudent(
  situation: { age: number; communeInsee: string; rent: number | null },
  scale: VisaleScale,
): VisaleComputation {
  const ileDeFrance = isIleDeFrance(situation.communeInsee);
  const plafondLoyer = ileDeFrance
    ? scale.studentRentCeiling.ileDeFrance
    : scale.studentRentCeiling.elsewhere;
  const rentFits = situation.rent === null || situation.rent <= plafondLoyer;
  return {
    eligible: situation.age <= scale.ageMax && rentFits,
    plafondLoyer,
    ileDeFrance,
    ageMax: scale.ageMax,
  };
}
