// spec §2.16 "Crop Your Photo": the crop area, zoom in/out, rotate left/right, reset; "Apply Crop" leads
// to a preview with "Back" and "Add to Card"; "Cancel" closes. A native modal <dialog> traps focus;
// its opener gets focus back when it closes (PetPhotoField). Loaded only when the dialog opens.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CROPPER } from '../../../../domain/images/image.rules.js';
import { useMessage } from '../../../components/form/use-message.js';
import { useCropper } from './use-cropper.js';
import './crop-photo.css';

export type CropPhotoDialogProps = {
  file: File;
  /** "Add to Card": the cropped PNG */
  onAdd: (image: Blob) => void;
  onCancel: () => void;
};

export function CropPhotoDialog({ file, onAdd, onCancel }: CropPhotoDialogProps) {
  const { t } = useTranslation('pet');
  const format = useMessage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const applyRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const hintId = useId();
  const cropper = useCropper(file);
  const { state } = cropper;
  // spec §2.16 / §9: zoom ×2 and ×0.5 (within ZOOM_LIMITS), rotate by 45°, reset
  const controls = [
    { label: 'photo.zoomIn', run: () => cropper.zoom('in'), disabled: !cropper.canZoomIn },
    { label: 'photo.zoomOut', run: () => cropper.zoom('out'), disabled: !cropper.canZoomOut },
    { label: 'photo.rotateLeft', run: () => cropper.rotate('left'), disabled: false },
    { label: 'photo.rotateRight', run: () => cropper.rotate('right'), disabled: false },
    { label: 'photo.reset', run: cropper.reset, disabled: false },
  ] as const;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // where focus goes when the buttons it was on disappear
  useEffect(() => {
    if (state.status === 'preview') addRef.current?.focus();
    if (state.status === 'ready' && dialogRef.current?.contains(document.activeElement) === false)
      applyRef.current?.focus();
  }, [state.status]);

  return (
    <dialog
      ref={dialogRef}
      className="dialog crop-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Escape is Cancel: the page decides when the dialog goes
        onCancel();
      }}
    >
      <h2 id={titleId}>{t('photo.cropTitle')}</h2>
      <p className="visually-hidden" role="status">
        {state.status === 'loading'
          ? t('photo.loading')
          : state.status === 'ready'
            ? t('photo.ready')
            : state.status === 'preview'
              ? t('photo.previewReady')
              : ''}
      </p>
      {state.status === 'loading' ? (
        <p className="crop-loading" aria-hidden="true">
          {t('photo.loading')}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p className="field-error crop-error" role="alert">
          {format(state.message)}
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p id={hintId} className="hint">
            {t('photo.cropHint')}
          </p>
          <canvas
            ref={cropper.canvasRef}
            className="crop-area"
            width={CROPPER.canvasWidth}
            height={CROPPER.canvasHeight}
            role="img"
            aria-label={t('photo.cropArea')}
            aria-describedby={hintId}
            tabIndex={0}
            onKeyDown={cropper.onKeyDown}
            onPointerDown={cropper.onPointerDown}
          />
          <div className="crop-controls">
            {controls.map((control) => (
              <button
                key={control.label}
                type="button"
                className="button button-secondary"
                onClick={control.run}
                disabled={control.disabled}
              >
                {t(control.label)}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {state.status === 'preview' ? (
        <img
          className="crop-preview"
          src={state.url}
          alt={t('photo.previewAlt')}
          width={CROPPER.canvasWidth}
          height={CROPPER.canvasHeight}
        />
      ) : null}
      <div className="dialog-actions">
        {state.status === 'ready' ? (
          <button ref={applyRef} type="button" className="button" onClick={cropper.applyCrop}>
            {t('photo.applyCrop')}
          </button>
        ) : null}
        {state.status === 'preview' ? (
          <>
            <button ref={addRef} type="button" className="button" onClick={() => onAdd(state.image)}>
              {t('photo.addToCard')}
            </button>
            <button type="button" className="button button-secondary" onClick={cropper.back}>
              {t('photo.back')}
            </button>
          </>
        ) : null}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('photo.cancel')}
        </button>
      </div>
    </dialog>
  );
}
