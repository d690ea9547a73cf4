import { FILE_KINDS, fileKindOf, type StoredFile } from '@fastforward/domain';
import { Alert, Image, type ImageProps, Loader, Text } from '@mantine/core';
import { type FileSource, type SourcedFile, sourceOf, storedFileSource } from './file-api';
import { useStoredFileUrl } from './use-stored-file-url';

export type StoredImageProps = Omit<ImageProps, 'src'> & { file: StoredFile; alt: string };

/** A stored image shown from its bytes; nothing while they load or when they cannot be read. */
export function StoredImage({ file, alt, ...props }: StoredImageProps) {
  const { url } = useStoredFileUrl(storedFileSource(file));
  return url ? <Image src={url} alt={alt} {...props} /> : null;
}

/**
 * A file shown in the page: a PDF in a frame (the browser's viewer), an image as itself; other
 * kinds (office documents, sheets) are downloaded to be opened, and their bytes are not fetched.
 */
export function FilePreview(props: SourcedFile & { label: string }) {
  const { file, label } = props;
  const kind = fileKindOf(file.contentType);
  if (kind === undefined || !FILE_KINDS[kind].inline) {
    return (
      <Text size="sm" c="dimmed">
        A {kind ? FILE_KINDS[kind].label : 'file of this type'} is not shown here: download it to open it.
      </Text>
    );
  }
  return <InlinePreview source={sourceOf(props)} label={label} isPdf={kind === 'pdf'} />;
}

/**
 * PDF open parameters: the page fits the frame's width, and no viewer toolbar (it would name the
 * file by the blob URL's random id; Download sits beside the preview).
 */
const PDF_OPEN_PARAMETERS = '#toolbar=0&view=FitH';

/** Never larger than the file itself (nor stretched by a column layout): a small logo stays small. */
const IMAGE_STYLE = {
  display: 'block',
  alignSelf: 'flex-start',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: 160,
  borderRadius: 'var(--mantine-radius-sm)',
} as const;

const FRAME_STYLE = {
  width: '100%',
  height: 480,
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;

function InlinePreview({ source, label, isPdf }: { source: FileSource; label: string; isPdf: boolean }) {
  const { url, isError } = useStoredFileUrl(source);
  const name = `${label} preview`;
  if (isError) {
    return (
      <Alert color="red" title={`${label} not shown`}>
        The file could not be loaded for the preview. Try again later, or download it.
      </Alert>
    );
  }
  if (!url) return <Loader size="sm" aria-label={`Loading ${name}`} />;
  return isPdf ? (
    <iframe src={`${url}${PDF_OPEN_PARAMETERS}`} title={name} style={FRAME_STYLE} />
  ) : (
    <img src={url} alt={name} style={IMAGE_STYLE} />
  );
}
