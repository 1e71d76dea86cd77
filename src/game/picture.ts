/**
 * The polaroid picture: html-to-image renders the polaroid element (doll, frame, name) to a
 * PNG the size of the frame; the player downloads it, or shares it with the Web Share API where the
 * browser can share files, falling back to a download plus a copied link to the game.
 * html-to-image loads only when a picture is made.
 */
import { GAME_PICTURE_FILE_NAME, GAME_POLAROID_SIZE } from './config';

/** Browser APIs the picture uses, swappable in tests. */
export const pictureDevice = {
  render: async (node: HTMLElement): Promise<Blob> => {
    const { toBlob } = await import('html-to-image');
    const { width, height } = GAME_POLAROID_SIZE;
    const blob = await toBlob(node, {
      width,
      height,
      canvasWidth: width,
      canvasHeight: height,
      pixelRatio: 1,
      // System fonts only: nothing to embed, and reading cross-origin style sheets would throw.
      skipFonts: true,
      style: { transform: 'none', margin: '0' },
    });
    if (!blob) throw new Error('The picture could not be drawn');
    return blob;
  },
  download: (blob: Blob, fileName: string): void => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser time to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
  canShareFiles: (files: File[]): boolean =>
    typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files }),
  share: (data: ShareData): Promise<void> => navigator.share(data),
  copyText: async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  },
};

export async function downloadPicture(node: HTMLElement): Promise<void> {
  const blob = await pictureDevice.render(node);
  pictureDevice.download(blob, GAME_PICTURE_FILE_NAME);
}

export type ShareOutcome = { kind: 'shared' } | { kind: 'cancelled' } | { kind: 'downloaded'; linkCopied: boolean };

/** Shares the picture as a file where possible; otherwise downloads it and copies the game's link. */
export async function sharePicture(node: HTMLElement, details: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  const blob = await pictureDevice.render(node);
  const file = new File([blob], GAME_PICTURE_FILE_NAME, { type: 'image/png' });
  if (pictureDevice.canShareFiles([file])) {
    try {
      await pictureDevice.share({ files: [file], title: details.title, text: details.text });
      return { kind: 'shared' };
    } catch (error) {
      if ((error as Error).name === 'AbortError') return { kind: 'cancelled' };
      console.warn('Dress-up game: sharing failed, downloading instead', error);
    }
  }
  pictureDevice.download(blob, GAME_PICTURE_FILE_NAME);
  return { kind: 'downloaded', linkCopied: await pictureDevice.copyText(details.url) };
}
