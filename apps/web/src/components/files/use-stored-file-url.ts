import type { StoredFile } from '@fastforward/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getFileBlobQueryOptions } from './file-api';

/**
 * An object URL of a stored file's bytes for an <img> or <iframe> (the CSP allows blob: there),
 * revoked when the file changes or the component goes away.
 */
export function useStoredFileUrl(file: Pick<StoredFile, 'id' | 'downloadUrl'>) {
  const blob = useQuery(getFileBlobQueryOptions(file));
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
