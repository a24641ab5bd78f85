/** The two estimate requests the aids tests send: a student whose parents earn 20 000 €, a studio in Lyon. */
export const bourseBody = {
  parentsIncome: 20_000,
  dependentSiblings: 2,
  siblingsInHigherEducation: 1,
  distanceKm: 120,
};

export const studioBody = {
  communeInsee: '69123',
  housingType: 'studio',
  monthlyRent: 480,
  boursier: true,
  age: 19,
};
