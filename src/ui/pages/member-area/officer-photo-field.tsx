import { FileField } from '../../components/file-field';
import { IMAGE_ACCEPT, MAX_PHOTO_SIZE } from '../../../domain/documents';

/** An officer's current photo, if any, and the field to choose a new one ('Please select an image file'). */
export function OfficerPhotoField({
  current,
  name,
  error,
  onChoose,
}: {
  readonly current: string;
  readonly name: string;
  readonly error: string | undefined;
  readonly onChoose: (file: File | null) => void;
}) {
  return (
    <>
      {current ? <img className="officer-current-photo" src={current} alt={`Current photo of ${name}`} /> : null}
      <FileField
        label="Photo"
        accept={IMAGE_ACCEPT}
        hint={`PNG, JPEG, GIF or WebP; up to ${MAX_PHOTO_SIZE}`}
        error={error}
        onChange={onChoose}
      />
    </>
  );
}
