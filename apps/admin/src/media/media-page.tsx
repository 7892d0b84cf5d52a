import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  ACCEPTED_IMAGE_TYPES,
  MEDIA_FOLDERS,
  MEDIA_LIMITS,
  type MediaFolder,
  type StoredMedia,
  type UnusedMediaResponse,
} from '@rennfeld/contract/staff';
import { callApi } from '../api.ts';
import { uploadMedia } from '../content-editing/stored-file-input.tsx';

/** Several files into one folder at once: their names, ready to put into records. */
function UploadMany() {
  const translate = useTranslate();
  const notify = useNotify();
  const [folder, setFolder] = useState<MediaFolder>('product');
  const [uploaded, setUploaded] = useState<StoredMedia[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: Object.fromEntries([
      ...ACCEPTED_IMAGE_TYPES.map((type) => [type, []]),
      ...(folder === 'catalogue' ? [['application/pdf', ['.pdf']]] : []),
    ]),
    maxFiles: MEDIA_LIMITS.files,
    onDropRejected: ([rejection]) =>
      notify(rejection?.errors[0]?.message ?? 'ra.notification.http_error', { type: 'error' }),
    onDropAccepted: async (files) => {
      try {
        const stored = await uploadMedia(folder, files);
        setUploaded((before) => [...stored, ...before]);
        notify(translate('rennfeld.media.uploaded_many', { smart_count: stored.length }), { type: 'success' });
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
  });
  return (
    <section>
      <h2>{translate('rennfeld.media.upload')}</h2>
      <label>
        {translate('rennfeld.media.folder')}{' '}
        <select value={folder} onChange={(event) => setFolder(event.target.value as MediaFolder)}>
          {MEDIA_FOLDERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div
        {...getRootProps()}
        style={{
          border: '2px dashed',
          padding: 24,
          margin: '12px 0',
          opacity: isDragActive ? 1 : 0.8,
          cursor: 'pointer',
        }}
      >
        <input {...getInputProps()} aria-label={translate('rennfeld.media.drop_many')} />
        {translate('rennfeld.media.drop_many')}
      </div>
      {uploaded.length > 0 ? (
        <ul>
          {uploaded.map((file) => (
            <li key={`${file.folder}/${file.name}`}>
              <code>{file.name}</code> ({file.folder}
              {file.width && file.height ? `, ${file.width}×${file.height}` : ''})
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The files no record uses: listed for everyone, removed by admins. */
function UnusedFiles() {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string>();
  const [unused, setUnused] = useState<UnusedMediaResponse>();
  const find = async () => setUnused(await callApi<UnusedMediaResponse>('/api/admin/media/unused'));
  const remove = async () => {
    try {
      const { removed } = await callApi<{ removed: number }>('/api/admin/media/unused', { method: 'DELETE' });
      notify(translate('rennfeld.media.removed', { smart_count: removed }), { type: 'success' });
      await find();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <section>
      <h2>{translate('rennfeld.media.unused')}</h2>
      <Button label="rennfeld.media.find_unused" onClick={find} variant="outlined" />
      {unused ? (
        <>
          <p>
            {translate('rennfeld.media.unused_help', { smart_count: unused.files.length, hours: unused.graceHours })}
          </p>
          <ul>
            {unused.files.map((file) => (
              <li key={`${file.folder}/${file.name}`}>
                {file.folder}/<code>{file.name}</code> ({Math.ceil(file.bytes / 1024)} KB)
              </li>
            ))}
          </ul>
          {permissions === 'admin' && unused.files.length > 0 ? (
            <Button label="rennfeld.media.remove_unused" onClick={remove} color="error" variant="contained" />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export function MediaPage() {
  const translate = useTranslate();
  return (
    <div>
      <Title title={translate('rennfeld.media.menu')} />
      <UploadMany />
      <UnusedFiles />
    </div>
  );
}
