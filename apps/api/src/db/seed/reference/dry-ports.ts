/**
 * Dry ports and inland container depots: the custom points of SPEC §3. No package we could use lists
 * them as such, so they come from two hand-made lists, both applied by
 * `npm run reference-data -w @fastforward/api`.
 */

/**
 * Inland clearance points the sea-port source does not have, with their UN/LOCODE. Only codes we are
 * sure of; coordinates and time zone are taken from the city data where a city of that name is
 * known in that country.
 */
export const CURATED_DRY_PORTS: readonly (readonly [code: string, name: string, city: string])[] = [
  ['INTKD', 'ICD Tughlakabad', 'New Delhi'],
  ['INPPG', 'ICD Patparganj', 'Delhi'],
  ['PKLHE', 'Lahore Dry Port', 'Lahore'],
  ['PKLYP', 'Faisalabad Dry Port', 'Faisalabad'],
  ['PKSKT', 'Sialkot Dry Port', 'Sialkot'],
  ['PKISB', 'Islamabad Dry Port', 'Islamabad'],
  ['PKPEW', 'Peshawar Dry Port', 'Peshawar'],
  ['PKMUX', 'Multan Dry Port', 'Multan'],
  ['NPKTM', 'Kathmandu', 'Kathmandu'],
  ['AFKBL', 'Kabul', 'Kabul'],
  ['KZALA', 'Almaty', 'Almaty'],
  ['UZTAS', 'Tashkent', 'Tashkent'],
  ['KGFRU', 'Bishkek', 'Bishkek'],
  ['MNULN', 'Ulaanbaatar', 'Ulaanbaatar'],
  ['LAVTE', 'Vientiane', 'Vientiane'],
  ['ETADD', 'Addis Ababa', 'Addis Ababa'],
  ['SSJUB', 'Juba', 'Juba'],
  ['MWLLW', 'Lilongwe', 'Lilongwe'],
  ['BWGBE', 'Gaborone', 'Gaborone'],
  ['NENIM', 'Niamey', 'Niamey'],
  ['TDNDJ', "N'Djamena", "N'Djamena"],
  ['CZPRG', 'Prague', 'Prague'],
  ['ATVIE', 'Vienna', 'Vienna'],
  ['RSBEG', 'Belgrade', 'Belgrade'],
  ['BOLPB', 'La Paz', 'La Paz'],
  ['MXGDL', 'Guadalajara', 'Guadalajara'],
  ['MXMTY', 'Monterrey', 'Monterrey'],
];

/**
 * Places the sea-port source lists that are inland container points (rail ramps, ICDs, dry ports),
 * not ports on the sea or on a waterway that takes container ships or barges: they ship as dry ports,
 * with the source's name, coordinates and time zone.
 */
export const INLAND_POINTS_IN_SEA_PORTS: readonly string[] = [
  // India: the hinterland ICDs.
  ...['INAGR', 'INAMD', 'INBLR', 'INCJB', 'INDRI', 'INHYD', 'INICD', 'INJAI', 'INJDH', 'INKNU'],
  ...['INLUH', 'INMOR', 'INNAG', 'INPAP', 'INPIR', 'INPNQ'],
  // Rest of Asia and the Middle East.
  ...['BDDAC', 'THLKR', 'CNCTU', 'CNKMG', 'CNMYG', 'CNGGY', 'SARUH'],
  // Africa.
  ...['KENBO', 'UGKLA', 'RWKGL', 'ZMLUN', 'ZWHRE', 'ZWBUQ', 'ZWUTA', 'MWBLZ', 'BFOUA', 'MLBKO'],
  ...['ZAJNB', 'ZAPRY', 'ZABFN'],
  // Europe.
  ...['BYMSQ', 'ATLTX', 'ESMAD', 'ESZAZ', 'ITMIL', 'ITMOD', 'ITPDA', 'ITTRN', 'ITFAE', 'RUKRR'],
  // The Americas.
  ...['MXMEX', 'MXREX', 'CACAL', 'CAEDM', 'CASAK', 'CAWNP', 'CADRU', 'BOSRZ', 'BRVDC', 'BRIRO'],
  ...['USATL', 'USBHM', 'USBNA', 'USCBF', 'USCHA', 'USCLT', 'USCMH', 'USDAL', 'USDEN', 'USDNN'],
  ...['USDSM', 'USELP', 'USFWT', 'USGBO', 'USGSP', 'USHSV', 'USIND', 'USJOT', 'USKCK', 'USLAS'],
  ...['USLRD', 'USMEM', 'USMES', 'USMKC', 'USMSP', 'USOMA', 'USORL', 'USOYM', 'USPHX', 'USRNO'],
  ...['USSAT', 'USSLC', 'USSXT'],
];
