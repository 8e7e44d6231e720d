import { duplicateNames } from './duplicate-names';

describe('duplicate-name warnings on the registration list', () => {
  it('warns of a name already registered, whatever its case, accents or spacing, and of one typed twice', () => {
    const warnings = duplicateNames(['emile  durand', 'Zoe', 'Zoé'], ['Émile Durand', 'Ada']);
    expect(warnings).toEqual([
      '“emile  durand” is already registered: check it is another person, or give a way to tell them apart.',
      '“Zoé” is already registered: check it is another person, or give a way to tell them apart.',
    ]);
  });

  it('says nothing of new names', () => {
    expect(duplicateNames(['Bo', 'Cy'], ['Ada'])).toEqual([]);
  });
});
