// The state of the "Crop Your Photo" dialog (spec §4 Image cropper, §9 Images and cropping): loading,
// then ready, then the cropped preview; an error state; zoom ×2 / ×0.5, rotation by 45°, a square
// 400×400 crop area that the image covers at zoom 1, dragged or moved with the arrow keys; PNG output.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CROPPER, imageTypeOf, onImageLoadFailure, rotated, zoomed } from '../../../../domain/images/image.rules.js';
import { type Message, msg } from '../../../../domain/shared/messages.js';
import { convertImage } from './pet-photo.api.js';

/** Zooming stops at 1/8 and 8 times the size that covers the crop area (decision 0210). */
export const ZOOM_LIMITS = { min: 1 / 8, max: 8 } as const;
/** How far one arrow key press moves the image, in crop-area pixels (Shift: five times as far). */
const KEY_STEP = 10;

export type CropperState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'preview'; image: Blob; url: string }
  | { status: 'error'; message: Message };

type View = { zoom: number; rotation: number; x: number; y: number };
const INITIAL_VIEW: View = { zoom: 1, rotation: 0, x: 0, y: 0 };

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth > 0 ? resolve(image) : reject(new Error('empty image')));
    image.onerror = () => reject(new Error('image did not load'));
    image.src = url;
  });
}

/** The PNG bytes of a canvas's data: URL; null when the canvas gave no PNG (a failed encoding). */
function pngBlobOf(dataUrl: string): Blob | null {
  const prefix = `data:${CROPPER.outputType};base64,`;
  if (!dataUrl.startsWith(prefix)) return null;
  const binary = atob(dataUrl.slice(prefix.length));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: CROPPER.outputType });
}

/** Draws the image as the view places it on a square canvas of the crop area's size. */
function drawView(canvas: HTMLCanvasElement, image: HTMLImageElement, view: View) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { canvasWidth: width, canvasHeight: height } = CROPPER;
  const cover = Math.max(width / image.naturalWidth, height / image.naturalHeight);
  context.save();
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2 + view.x, height / 2 + view.y);
  context.rotate((view.rotation * Math.PI) / 180);
  context.scale(cover * view.zoom, cover * view.zoom);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  context.restore();
}

export function useCropper(file: File) {
  const [state, setState] = useState<CropperState>({ status: 'loading' });
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);

  // spec §4: load the image; if it fails and its type needs conversion, the server converts it.
  useEffect(() => {
    const controller = new AbortController();
    const objectUrl = URL.createObjectURL(file);
    const ready = (image: HTMLImageElement) => {
      if (controller.signal.aborted) return;
      imageRef.current = image;
      setState({ status: 'ready' });
    };
    const fail = (message: Message) => {
      if (!controller.signal.aborted) setState({ status: 'error', message });
    };
    loadImage(objectUrl)
      .then(ready)
      .catch(async () => {
        // issue 38 D17: a file that says it is a picture the browser reads but is not one (a text file
        // named .png) cannot be helped by trying again: say what to upload instead
        if (onImageLoadFailure(imageTypeOf(file)) === 'error') return fail(msg('validation.image.unreadable'));
        const converted = await convertImage(file, controller.signal);
        if ('issue' in converted) return fail(converted.issue);
        await loadImage(converted.url)
          .then(ready)
          .catch(() => fail(msg('validation.image.cropperError')));
      });
    return () => {
      controller.abort();
      URL.revokeObjectURL(objectUrl);
    };
  }, [file]);

  // the preview's object URL lives as long as the preview
  useEffect(() => {
    if (state.status !== 'preview') return;
    return () => URL.revokeObjectURL(state.url);
  }, [state]);

  useEffect(() => {
    if (state.status === 'ready' && canvasRef.current && imageRef.current)
      drawView(canvasRef.current, imageRef.current, view);
  }, [state.status, view]);

  const zoom = (direction: 'in' | 'out') =>
    setView((current) => {
      const next = zoomed(current.zoom, direction);
      return next < ZOOM_LIMITS.min || next > ZOOM_LIMITS.max ? current : { ...current, zoom: next };
    });
  const rotate = (direction: 'left' | 'right') =>
    setView((current) => ({ ...current, rotation: rotated(current.rotation, direction) }));
  const reset = () => setView(INITIAL_VIEW);
  const move = useCallback((dx: number, dy: number) => {
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  }, []);

  /** Arrow keys move the image within the crop area. */
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    move(...delta);
  };

  /** Dragging moves the image; the canvas may be drawn smaller than its 400 px, so scale the pointer. */
  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    canvas.setPointerCapture(event.pointerId);
    let last = { x: event.clientX, y: event.clientY };
    const scale = CROPPER.canvasWidth / canvas.getBoundingClientRect().width;
    const onMove = (moveEvent: PointerEvent) => {
      move((moveEvent.clientX - last.x) * scale, (moveEvent.clientY - last.y) * scale);
      last = { x: moveEvent.clientX, y: moveEvent.clientY };
    };
    const onUp = () => {
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
    };
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onUp);
  };

  /** spec §2.16 Apply Crop: the crop area as a PNG, shown as the preview. */
  const applyCrop = () => {
    const image = imageRef.current;
    if (!image) return;
    const output = document.createElement('canvas');
    output.width = CROPPER.canvasWidth;
    output.height = CROPPER.canvasHeight;
    drawView(output, image, view);
    // toDataURL, not toBlob: Chromium runs toBlob's encoding in idle time, which a busy or hidden page
    // may postpone for seconds; a 400×400 PNG encodes at once
    const blob = pngBlobOf(output.toDataURL(CROPPER.outputType));
    if (!blob) return setState({ status: 'error', message: msg('validation.image.cropperError') });
    setState({ status: 'preview', image: blob, url: URL.createObjectURL(blob) });
  };

  /** spec §4: "Back" clears the preview. */
  const back = () => setState({ status: 'ready' });

  return {
    state,
    canvasRef,
    zoomLevel: view.zoom,
    canZoomIn: zoomed(view.zoom, 'in') <= ZOOM_LIMITS.max,
    canZoomOut: zoomed(view.zoom, 'out') >= ZOOM_LIMITS.min,
    zoom,
    rotate,
    reset,
    onKeyDown,
    onPointerDown,
    applyCrop,
    back,
  };
}
