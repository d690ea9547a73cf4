/** Incoterm codes of SPEC §3 (EXW, CIF, FOB, FCA, INL) and the rest of Incoterms 2020. */
export const INCOTERM = {
  EXW: 'EXW',
  CIF: 'CIF',
  FOB: 'FOB',
  FCA: 'FCA',
  INL: 'INL',
  CPT: 'CPT',
  CIP: 'CIP',
  DAP: 'DAP',
  DPU: 'DPU',
  DDP: 'DDP',
  FAS: 'FAS',
  CFR: 'CFR',
} as const;

export type IncotermCode = (typeof INCOTERM)[keyof typeof INCOTERM];

export type IncotermDefinition = {
  code: IncotermCode;
  name: string;
  displayName: string;
  displayOrder: number;
  description: string;
};

/**
 * The eleven Incoterms 2020 rules plus INL, Inland Haulage, which SPEC §3 lists with them though the
 * ICC does not publish it. SPEC §3 fixes the order of the first five; the other rules follow in the
 * ICC's order. The descriptions are ours, one line each: the rules' own text belongs to the ICC.
 */
export const INCOTERMS: readonly IncotermDefinition[] = [
  {
    code: INCOTERM.EXW,
    name: 'Ex Works',
    displayName: 'EXW - Ex Works',
    displayOrder: 1,
    description:
      'The seller makes the goods available at its premises; the buyer bears every cost and risk from there, export clearance included.',
  },
  {
    code: INCOTERM.CIF,
    name: 'Cost, Insurance and Freight',
    displayName: 'CIF - Cost, Insurance and Freight',
    displayOrder: 2,
    description:
      'Sea and inland waterway: the seller pays carriage and minimum cargo insurance to the named port of destination; risk passes once the goods are on board at the port of shipment.',
  },
  {
    code: INCOTERM.FOB,
    name: 'Free On Board',
    displayName: 'FOB - Free On Board',
    displayOrder: 3,
    description:
      'Sea and inland waterway: the seller clears the goods for export and loads them on the vessel the buyer nominates; risk passes once they are on board.',
  },
  {
    code: INCOTERM.FCA,
    name: 'Free Carrier',
    displayName: 'FCA - Free Carrier',
    displayOrder: 4,
    description:
      "The seller clears the goods for export and hands them to the buyer's carrier at the named place; risk passes on that hand-over.",
  },
  {
    code: INCOTERM.INL,
    name: 'Inland Haulage',
    displayName: 'INL - Inland Haulage',
    displayOrder: 5,
    description:
      'Not an ICC rule: carriage by road or rail between an inland point and the port or terminal, quoted on its own.',
  },
  {
    code: INCOTERM.CPT,
    name: 'Carriage Paid To',
    displayName: 'CPT - Carriage Paid To',
    displayOrder: 6,
    description:
      'The seller pays carriage to the named destination; risk passes when the goods are handed to the first carrier.',
  },
  {
    code: INCOTERM.CIP,
    name: 'Carriage and Insurance Paid To',
    displayName: 'CIP - Carriage and Insurance Paid To',
    displayOrder: 7,
    description:
      'As CPT, and the seller also buys all-risks cargo insurance for the buyer up to the named destination.',
  },
  {
    code: INCOTERM.DAP,
    name: 'Delivered at Place',
    displayName: 'DAP - Delivered at Place',
    displayOrder: 8,
    description:
      'The seller delivers the goods, ready for unloading, at the named destination; import clearance and duties are for the buyer.',
  },
  {
    code: INCOTERM.DPU,
    name: 'Delivered at Place Unloaded',
    displayName: 'DPU - Delivered at Place Unloaded',
    displayOrder: 9,
    description:
      'The seller delivers and unloads the goods at the named destination; import clearance and duties are for the buyer.',
  },
  {
    code: INCOTERM.DDP,
    name: 'Delivered Duty Paid',
    displayName: 'DDP - Delivered Duty Paid',
    displayOrder: 10,
    description:
      'The seller delivers the goods at the named destination cleared for import, duties and taxes paid, ready for unloading.',
  },
  {
    code: INCOTERM.FAS,
    name: 'Free Alongside Ship',
    displayName: 'FAS - Free Alongside Ship',
    displayOrder: 11,
    description:
      'Sea and inland waterway: the seller clears the goods for export and places them alongside the vessel at the named port of shipment.',
  },
  {
    code: INCOTERM.CFR,
    name: 'Cost and Freight',
    displayName: 'CFR - Cost and Freight',
    displayOrder: 12,
    description:
      'Sea and inland waterway: the seller pays carriage to the named port of destination; risk passes once the goods are on board at the port of shipment.',
  },
];
