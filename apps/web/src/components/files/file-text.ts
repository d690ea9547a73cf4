import { FILE_COLLECTIONS, FILE_KINDS, type FileCollection } from '@fastforward/domain';

const KiB = 1024;
const MiB = 1024 * KiB;

const oneDecimal = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** '812 bytes', '14.2 KB', '2 MB': a size as a person reads it (powers of 1024, as the limits are set). */
export function formatFileSize(bytes: number): string {
  if (bytes < KiB) return `${bytes} bytes`;
  if (bytes < MiB) return `${oneDecimal(Math.round((bytes / KiB) * 10) / 10)} KB`;
  return `${oneDecimal(Math.round((bytes / MiB) * 10) / 10)} MB`;
}

/** 'PDF, PNG image or Word document, at most 10 MB': what a collection takes, from the domain's rules. */
export function describeAccepted(collection: FileCollection): string {
  const { kinds, maxBytes } = FILE_COLLECTIONS[collection];
  const labels = kinds.map((kind) => FILE_KINDS[kind].label);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0];
  return `${list}, at most ${formatFileSize(maxBytes)}`;
}

/** The server's 413 message, said before a byte is sent when the picked file is already too large. */
export function tooLargeText(collection: FileCollection): string {
  const { label, maxBytes } = FILE_COLLECTIONS[collection];
  return `The file is too large: a ${label.toLowerCase()} may be at most ${formatFileSize(maxBytes)}`;
}
