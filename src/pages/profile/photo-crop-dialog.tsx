import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import type { ProfileApi } from '../../../machines/profile.connect.ts';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { button } from '../../ui/button.css.ts';
import * as styles from './profile.css.ts';

// SPEC §5 "Photo ... cropped and scaled to a 300x300 square": the picked picture in a square
// frame (react-easy-crop), by mouse (drag, wheel), touch (drag, pinch) and keyboard: the crop
// area takes the focus, the arrow keys move the picture (Shift for small steps), + and - zoom;
// the zoom slider does the same. Its styles come from the package's CSS file, not injected at
// run time (the Content-Security-Policy allows no inline style elements). Where the picture
// sits and how far it is zoomed is the view's own (like typing); the machine keeps the square
// chosen (CROP.AREA) and draws it when the trainee applies it.

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.1;
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 10) / 10));

export default function PhotoCropDialog({ crop, form }: { crop: NonNullable<ProfileApi['crop']>; form: ProfileApi }) {
  const { t } = useLingui();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const hintId = useId();
  const focused = useRef(false);
  const frame = useRef<HTMLDivElement>(null);
  const keep = (_: Area, pixels: Area) => form.onCropArea(pixels);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') setZoom((z) => clampZoom(z + ZOOM_STEP));
    else if (event.key === '-' || event.key === '_') setZoom((z) => clampZoom(z - ZOOM_STEP));
    else return;
    event.preventDefault();
  };
  return (
    <Modal
      role="dialog"
      tone="confirm"
      title={t`Crop the photo`}
      onEscape={form.onCancelCrop}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={form.onCancelCrop}>
            {t`Cancel`}
          </button>
          <button type="button" className={button.primary} onClick={form.onApplyCrop} disabled={!crop.canApply}>
            {t`Use this photo`}
          </button>
        </>
      }
    >
      <div ref={frame} className={styles.cropFrame} onKeyDown={onKeyDown}>
        {crop.source ? (
          <Cropper
            image={crop.source.url}
            crop={position}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            keyboardStep={10}
            onCropChange={setPosition}
            onZoomChange={(value) => setZoom(clampZoom(value))}
            onCropAreaChange={keep}
            onCropComplete={keep}
            onCropSizeChange={() => {
              // The crop area appears once the picture is laid out: the keyboard starts there.
              if (focused.current) return;
              focused.current = true;
              requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>('[data-testid="cropper"]')?.focus());
            }}
            disableAutomaticStylesInjection
            classes={{ cropAreaClassName: styles.cropArea }}
            mediaProps={{ alt: t`The picked photo` }}
            cropperProps={{ role: 'application', 'aria-label': t`Photo crop area`, 'aria-describedby': hintId }}
          />
        ) : (
          <Spinner label={t`Reading the photo…`} />
        )}
      </div>
      <p id={hintId} className={styles.cropHint}>
        {t`Drag the photo or use the arrow keys to move it; zoom with the slider, the mouse wheel, two fingers or the + and - keys. The square is what is kept, at 300 × 300 pixels.`}
      </p>
      <label className={styles.zoom}>
        {t`Zoom`}
        <input
          type="range"
          className={styles.zoomInput}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
          disabled={!crop.source}
        />
      </label>
      {crop.busy && crop.source ? <Spinner label={t`Preparing the photo…`} /> : null}
    </Modal>
  );
}
