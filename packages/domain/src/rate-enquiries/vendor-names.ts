/**
 * Which vendor a forwarder buys from is its trade secret: a text the customer reads (an option's
 * title, a line's label, a quote's remarks) never names one. The builder warns where pricing
 * typed a vendor's name (`vendorNamesIn`); sending a quote takes the names out
 * (`withoutVendorNames`); the default title names only what the customer may see (`optionTitleOf`).
 */

/** Shorter names are left alone: a two-letter vendor would strip every "by" and "GL" of a text. */
const MIN_NAME_LENGTH = 3;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names worth looking for, longest first (so "Swift Carriers Ltd" goes before "Swift Carriers"). */
function searchable(names: readonly string[]): string[] {
  const unique = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (trimmed.length >= MIN_NAME_LENGTH) unique.set(trimmed.toLowerCase(), trimmed);
  }
  return [...unique.values()].sort((a, b) => b.length - a.length);
}

/** A name as a whole word: not inside another word, its inner spaces any run of spaces. */
const namePattern = (name: string) =>
  `(?<![\\p{L}\\p{N}])${escaped(name).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`;

/** The vendor names `text` contains (as written in `names`), whole words, case-insensitive. */
export function vendorNamesIn(text: string | null | undefined, names: readonly string[]): string[] {
  if (!text) return [];
  return searchable(names).filter((name) => new RegExp(namePattern(name), 'iu').test(text));
}

/** What a removed name leaves behind: doubled separators, a separator at either end, empty brackets. */
function tidy(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*([·|/,;–-])(?:\s*[·|/,;–-])+/g, ' $1')
    .replace(/ +([,;.])/g, '$1')
    .split('\n')
    .map((line) => line.trim().replace(/^[·|/,;–-]\s*|\s*[·|/,;–-]$/g, ''))
    .join('\n')
    .trim();
}

/**
 * `text` without the vendor names: each name goes with the word that introduced it ("via",
 * "from", "by", "through"), and the separators around it are tidied. Taken out until none is
 * left (a removal can join two halves into a name). Empty when nothing else was said: the caller
 * puts its default in.
 */
export function withoutVendorNames(text: string, names: readonly string[]): string {
  let cleaned = text;
  for (let found = vendorNamesIn(cleaned, names); found.length > 0; found = vendorNamesIn(cleaned, names)) {
    const pattern = new RegExp(
      `(?:\\s*(?<![\\p{L}\\p{N}])(?:via|from|by|through)\\s+)?(?:${found.map(namePattern).join('|')})`,
      'giu',
    );
    cleaned = tidy(cleaned.replace(pattern, ''));
  }
  return cleaned;
}

/** "Maersk · 24 days transit · 10 free days": an option's title from what the customer may read. */
export function optionTitleOf(
  option: { shippingLineName: string | null; transitDays: number | null; freeDays: number | null },
  fallback: string,
): string {
  const parts = [
    option.shippingLineName,
    option.transitDays === null ? null : `${option.transitDays} days transit`,
    option.freeDays === null ? null : `${option.freeDays} free days`,
  ].filter((part): part is string => Boolean(part));
  return parts.join(' · ') || fallback;
}
