import { PHOTO_SIZE, type CropArea, type PhotoSource, type PickedPhoto } from '../../../machines/profile.machine.ts';

// The browser's side of the photo crop (SPEC §5 "cropped and scaled to a 300x300 square"):
// the picked file decoded by the browser (its real content: a file named .png that is no
// picture is refused, and BMP, which the server cannot take as it is, is read here too), and
// the kept square drawn on a 300x300 canvas as a JPEG data URL (SPEC §7 photoFile).

/** JPEG quality of the cropped photo: a 300x300 picture stays far below the call's 2 MiB limit. */
const JPEG_QUALITY = 0.9;

export async function readPhoto(picked: PickedPhoto): Promise<PhotoSource> {
  const url = URL.createObjectURL(picked.file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    if (!image.naturalWidth || !image.naturalHeight) throw new Error('empty picture');
    return { url, width: image.naturalWidth, height: image.naturalHeight };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

export function releasePhoto(source: PhotoSource | null): void {
  if (source) URL.revokeObjectURL(source.url);
}

export async function renderPhoto({ source, area }: { source: PhotoSource; area: CropArea }): Promise<string> {
  const image = new Image();
  image.src = source.url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_SIZE;
  canvas.height = PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  // A JPEG has no transparency: a transparent PNG or GIF gets a white background, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, PHOTO_SIZE, PHOTO_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, PHOTO_SIZE, PHOTO_SIZE);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
