import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FileSource, getFileBlobQueryOptions } from './file-api';

/**
 * An object URL of a file's bytes for an <img> or <iframe> (the CSP allows blob: there), revoked
 * when the file changes or the component goes away.
 */
export function useStoredFileUrl(source: FileSource) {
  const blob = useQuery(getFileBlobQueryOptions(source));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  return { url, isError: blob.isError };
}
