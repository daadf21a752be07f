// spec §2.16 avatar uploader and picker in the pet panel: the pet's photo or the default paw, a camera
// button that opens the file picker (image/* and .heic), "Remove photo"; a picked file is checked
// (spec §5 Images: size, then type) and opens "Crop Your Photo", whose code loads only then.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyChunk } from '../../../lib/chunk-load.js';
import { useTranslation } from 'react-i18next';
import { AVATAR_ACCEPT, imageFileIssue } from '../../../../domain/images/image.rules.js';
import { encodeMessage } from '../../../../domain/shared/messages.js';
import { FieldError } from '../../../components/form/FieldError.js';
import { PetAvatar } from '../PetAvatar.js';
import { type PetPhotoChange, shownPhotoUrl } from './pet-photo-change.js';

const CropPhotoDialog = lazyChunk(() =>
  import('./CropPhotoDialog.js').then((module) => ({ default: module.CropPhotoDialog })),
);

export type PetPhotoFieldProps = {
  petName: string;
  storedUrl: string | null;
  change: PetPhotoChange;
  onChange: (change: PetPhotoChange) => void;
};

export function PetPhotoField({ petName, storedUrl, change, onChange }: PetPhotoFieldProps) {
  const { t } = useTranslation('pet');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const shown = shownPhotoUrl(storedUrl, change);

  // a replaced crop's object URL goes when it is replaced or the panel goes
  useEffect(() => {
    if (change.kind !== 'replace') return;
    return () => URL.revokeObjectURL(change.previewUrl);
  }, [change]);

  const pick = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ''; // the same file may be picked again
    if (!file) return;
    const issue = imageFileIssue(file);
    setError(issue ? encodeMessage(issue) : undefined);
    if (!issue) setPicked(file);
  };
  // focus goes back to the camera button once the dialog is gone (while it is open the page is inert)
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || picked) return;
    cameraRef.current?.focus();
    setRefocus(false);
  }, [refocus, picked]);
  const closeDialog = () => {
    setPicked(null);
    setRefocus(true);
  };

  return (
    <fieldset className="fieldset photo-field" aria-describedby={`${id}-hint`}>
      <legend>{t('photo.legend')}</legend>
      <div className="photo-field-row">
        <PetAvatar alt={t('photo.alt', { name: petName || t('photo.yourPet') })} photoUrl={shown} size={96} />
        <div className="photo-field-actions">
          <button
            ref={cameraRef}
            type="button"
            className="button button-secondary camera-button"
            aria-describedby={error ? `${id}-error` : undefined}
            onClick={() => inputRef.current?.click()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
              />
            </svg>
            {shown ? t('photo.change') : t('photo.add')}
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            tabIndex={-1}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          {shown ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onChange({ kind: 'remove' });
                cameraRef.current?.focus(); // the button itself goes
              }}
            >
              {t('photo.remove')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="hint">
        {t('photo.hint')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {picked ? (
        <Suspense fallback={null}>
          <CropPhotoDialog
            file={picked}
            onCancel={closeDialog}
            onAdd={(image) => {
              onChange({ kind: 'replace', image, previewUrl: URL.createObjectURL(image) });
              closeDialog();
            }}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
