import { Box, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { TextInput, useNotify, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ACCEPTED_IMAGE_TYPES,
  MEDIA_LIMITS,
  type MediaFolder,
  type MediaUploadResponse,
  type StoredMedia,
} from '@rennfeld/contract/staff';
import { callApi } from '../api.ts';

const STORAGE_BASE = '/storage';

/** Sends files to the storage folder; the server checks their bytes and answers with their names. */
export async function uploadMedia(folder: MediaFolder, files: readonly File[]): Promise<StoredMedia[]> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  const response = await callApi<MediaUploadResponse>(`/api/admin/media/${folder}`, { method: 'POST', body });
  return response.files;
}

const ACCEPT_IMAGES = Object.fromEntries(ACCEPTED_IMAGE_TYPES.map((type) => [type, []]));
const ACCEPT_PDF = { 'application/pdf': ['.pdf'] };

/**
 * A record's file: its stored name, a preview, and a drop zone (or file picker) that uploads a
 * new one at once and puts its name in the field. For a catalogue PDF, `coverSource` names the
 * field that takes the generated cover while it is empty.
 */
export function StoredFileInput({
  source,
  folder,
  kind = 'image',
  coverSource,
  isRequired,
}: {
  source: string;
  folder: MediaFolder;
  kind?: 'image' | 'pdf';
  coverSource?: string;
  isRequired?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue, getValues } = useFormContext();
  // Inside a list of rows (a concept of a concept category) the field's path is the row's.
  const { getSource } = useSourceContext();
  const path = getSource(source);
  const name = useWatch({ name: path }) as string | undefined;
  const [uploading, setUploading] = useState(false);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: kind === 'pdf' ? ACCEPT_PDF : ACCEPT_IMAGES,
    maxFiles: 1,
    multiple: false,
    maxSize: kind === 'pdf' ? MEDIA_LIMITS.pdfBytes : MEDIA_LIMITS.imageBytes,
    disabled: uploading,
    onDropRejected: ([rejection]) =>
      notify(rejection?.errors[0]?.message ?? 'ra.notification.http_error', { type: 'error' }),
    onDropAccepted: async (files) => {
      setUploading(true);
      try {
        const [stored] = await uploadMedia(folder, files);
        if (!stored) return;
        setValue(path, stored.name, { shouldDirty: true, shouldValidate: true });
        if (coverSource && stored.cover && !getValues(getSource(coverSource))) {
          setValue(getSource(coverSource), stored.cover, { shouldDirty: true, shouldValidate: true });
        }
        notify('rennfeld.media.uploaded', { type: 'success' });
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      } finally {
        setUploading(false);
      }
    },
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextInput
        source={source}
        helperText={false}
        isRequired={isRequired}
        sx={{ flex: '1 1 14rem', maxWidth: '24rem' }}
      />
      {name && kind === 'image' ? (
        <img
          src={`${STORAGE_BASE}/${folder}/${encodeURIComponent(name)}?w=160`}
          alt=""
          width={80}
          style={{ maxHeight: 80, objectFit: 'contain', border: '1px solid #ddd' }}
        />
      ) : null}
      {name && kind === 'pdf' ? (
        <a href={`${STORAGE_BASE}/${folder}/${encodeURIComponent(name)}`} target="_blank" rel="noreferrer">
          PDF
        </a>
      ) : null}
      <Box
        {...getRootProps()}
        sx={{
          border: '2px dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          px: 2,
          py: 1.5,
          cursor: 'pointer',
          flex: '1 1 14rem',
          maxWidth: '24rem',
        }}
      >
        <input
          {...getInputProps()}
          aria-label={translate(kind === 'pdf' ? 'rennfeld.media.drop_pdf' : 'rennfeld.media.drop_image')}
        />
        {uploading ? (
          <CircularProgress size={20} />
        ) : (
          <Typography variant="body2">
            {translate(kind === 'pdf' ? 'rennfeld.media.drop_pdf' : 'rennfeld.media.drop_image')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
