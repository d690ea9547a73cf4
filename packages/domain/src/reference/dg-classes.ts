/** UN Model Regulations hazard classes 1–9 and their divisions, for hazardous (HZMT) cargo. */
export type DgClassDefinition = { code: string; classNumber: number; name: string };

export const DG_CLASSES: readonly DgClassDefinition[] = [
  { code: '1.1', classNumber: 1, name: 'Explosives with a mass explosion hazard' },
  {
    code: '1.2',
    classNumber: 1,
    name: 'Explosives with a projection hazard but not a mass explosion hazard',
  },
  {
    code: '1.3',
    classNumber: 1,
    name: 'Explosives with a fire hazard and a minor blast or projection hazard, but not a mass explosion hazard',
  },
  { code: '1.4', classNumber: 1, name: 'Explosives presenting no significant hazard' },
  { code: '1.5', classNumber: 1, name: 'Very insensitive substances with a mass explosion hazard' },
  { code: '1.6', classNumber: 1, name: 'Extremely insensitive articles without a mass explosion hazard' },
  { code: '2.1', classNumber: 2, name: 'Flammable gases' },
  { code: '2.2', classNumber: 2, name: 'Non-flammable, non-toxic gases' },
  { code: '2.3', classNumber: 2, name: 'Toxic gases' },
  { code: '3', classNumber: 3, name: 'Flammable liquids' },
  {
    code: '4.1',
    classNumber: 4,
    name: 'Flammable solids, self-reactive substances, polymerizing substances and solid desensitized explosives',
  },
  { code: '4.2', classNumber: 4, name: 'Substances liable to spontaneous combustion' },
  { code: '4.3', classNumber: 4, name: 'Substances which, in contact with water, emit flammable gases' },
  { code: '5.1', classNumber: 5, name: 'Oxidizing substances' },
  { code: '5.2', classNumber: 5, name: 'Organic peroxides' },
  { code: '6.1', classNumber: 6, name: 'Toxic substances' },
  { code: '6.2', classNumber: 6, name: 'Infectious substances' },
  { code: '7', classNumber: 7, name: 'Radioactive material' },
  { code: '8', classNumber: 8, name: 'Corrosive substances' },
  {
    code: '9',
    classNumber: 9,
    name: 'Miscellaneous dangerous substances and articles, including environmentally hazardous substances',
  },
];
