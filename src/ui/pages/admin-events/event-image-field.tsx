import { useCallback, useId, useState } from 'react';
import { listEventImages, uploadEventImage } from '../../../application/browser/use-cases/edit-ticketed-events.use-case';
import { IMAGE_ACCEPT, MAX_PHOTO_SIZE } from '../../../domain/documents';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { FileField } from '../../components/file-field';
import { readFileBytes } from '../../components/read-file';
import { useResultAction, useResultLoad } from '../../components/use-result';

const NO_IMAGE = '';

/**
 * The event's image: one of the images already in website-assets (the same public folder as the
 * officers' photos), or a new one uploaded there and chosen at once.
 */
export function EventImageField({
  value,
  error,
  onChange,
}: {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (path: string) => void;
}) {
  const { documents } = useServices();
  const { actor } = useSession();
  const id = useId();
  const load = useCallback(() => listEventImages(documents, actor), [documents, actor]);
  const images = useResultLoad(load);
  const [fileKey, setFileKey] = useState(0);
  const upload = useResultAction(
    (file: File) =>
      readFileBytes(file, { tone: 'error', text: 'The file could not be read.', durationMs: 5_000 })
        .mapErr((unreadable) => ({ message: unreadable.message, fields: {}, stale: false, notice: unreadable.notice }))
        .andThen((bytes) => uploadEventImage(documents, actor, { fileName: file.name, contentType: file.type, bytes })),
    {
      onSuccess: ({ path }) => {
        onChange(path);
        images.reload();
        setFileKey((k) => k + 1);
      },
    },
  );
  const choices = [...new Set([...(images.value ?? []), ...(value === NO_IMAGE ? [] : [value])])];
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="event-image">
      <legend>Image</legend>
      <div className="field">
        <label htmlFor={id}>Image from website-assets</label>
        <select
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value={NO_IMAGE}>No image</option>
          {choices.map((path) => (
            <option key={path} value={path}>
              {path.replace('/files/website-assets/', '')}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {value ? <img className="event-image-preview" src={value} alt="The event's image as chosen" /> : null}
      <FileField
        key={fileKey}
        label="Or upload a new image"
        accept={IMAGE_ACCEPT}
        hint={`PNG, JPEG, GIF or WebP; up to ${MAX_PHOTO_SIZE}`}
        error={upload.status === 'failed' ? upload.error?.message : undefined}
        disabled={upload.status === 'running'}
        onChange={(file) => (file ? upload.start(file) : undefined)}
      />
      {upload.status === 'running' ? <p role="status">Uploading the image...</p> : null}
    </fieldset>
  );
}
